import { useEffect, useState } from 'react';
import { LANDING_COUNTER_FALLBACKS } from '../../../../../common/limits';
import { getPlatformStats } from '../api/home-api';
import { counterTarget } from '../utils/count-up';

export interface LandingCounters {
  managers: number;
  documents: number;
}

/**
 * The two landing counters (SPEC §1): real figures from GET /api/stats, or the spec's
 * fallbacks (103, 4296) when the call fails or has nothing counted yet. null while loading.
 */
export function useLandingCounters(): LandingCounters | null {
  const [counters, setCounters] = useState<LandingCounters | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getPlatformStats(controller.signal)
      .then((stats) =>
        setCounters({
          managers: counterTarget(stats.usersCount, LANDING_COUNTER_FALLBACKS.managers),
          documents: counterTarget(stats.downloadsCount, LANDING_COUNTER_FALLBACKS.documents),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The landing page must still say something: the spec's figures stand in.
        console.error('[home] could not load the platform stats', error);
        setCounters({ ...LANDING_COUNTER_FALLBACKS });
      });
    return () => controller.abort();
  }, []);
  return counters;
}
