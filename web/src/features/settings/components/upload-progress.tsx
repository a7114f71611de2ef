/** Determinate progress of a photo upload, announced to assistive technology. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-stone-700">
        <span>{label}</span>
        <span>{percent}&nbsp;%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
