import { useNavigation } from 'react-router-dom';

/**
 * A thin bar at the top of the window while the next page's code downloads (slow networks:
 * the current page stays on screen meanwhile). Decorative; the new page takes focus when ready.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-amber-100">
      <div className="h-full w-1/3 animate-pulse bg-amber-500" />
    </div>
  );
}
