import { useSyncExternalStore } from 'react';
import { FIRST_SCREEN_TIME_ZONE } from '@common/format';

const subscribe = () => () => undefined;

/**
 * The time zone to write dates in: FIRST_SCREEN_TIME_ZONE while the app adopts markup that a server
 * or the build wrote (hydration; it cannot know the visitor's), then the browser's own (undefined).
 * React renders the first with the server value and follows with the browser's at once, changing the
 * text only on the rare day the two zones disagree.
 */
export function useFirstScreenTimeZone(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => undefined,
    () => FIRST_SCREEN_TIME_ZONE,
  );
}
