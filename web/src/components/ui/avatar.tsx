import { useState } from 'react';
import { initials } from '@common/display-name';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/** avatar_url when it loads, else the display name's initials (SPEC §2). Decorative: the name is shown beside it. */
export function Avatar({
  name,
  src,
  size = 'md',
}: {
  name: string;
  src: string | null | undefined;
  size?: keyof typeof SIZES;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white`}
    >
      {showImage && src ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        // Drawn by CSS, not written as text: a button or link that holds the avatar keeps the
        // visible name beside it as its whole label (WCAG 2.5.3), without a stray initial.
        <span data-initials={initials(name)} className="before:content-[attr(data-initials)]" />
      )}
    </span>
  );
}
