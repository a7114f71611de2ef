import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG elements (no markup injected): one path of dark modules on white, with the
 * standard quiet zone of four modules, crisp at any size.
 */
export function TotpQrCode({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { path, size } = useMemo(() => {
    const { data, size: width } = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, size: width };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="totp-qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
