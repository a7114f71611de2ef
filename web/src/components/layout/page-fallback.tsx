import { Spinner } from '@/components/ui/spinner';

/** Shown in the page area while a page's code loads (first visit of a route). */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
