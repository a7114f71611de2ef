import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import type { CardFollows } from '@/api/follows';
import { buttonClasses } from '@/components/ui/button-styles';
import { BellIcon, CheckIcon } from '@/components/ui/icons';

/**
 * A card's "Suivre cette session" → "Session suivie" (pressed), with the count of followers for
 * editors and admins. Nothing until the page's lookup answers (visitors never get one): a button
 * that could say the wrong thing is worse than none.
 */
export function CardFollowToggle({
  sessionId,
  title,
  follows,
}: {
  sessionId: string;
  title: string;
  follows: CardFollows;
}) {
  const state = follows.stateOf(sessionId);
  if (!state) return null;
  const { following, followers_count: count } = state;
  return (
    <div className="flex flex-col gap-1" data-testid="card-follow">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          aria-pressed={following}
          onClick={() => follows.toggle(sessionId, !following)}
          className={buttonClasses('secondary', 'sm')}
        >
          {following ? <CheckIcon className="size-4" /> : <BellIcon className="size-4" />}
          {following ? NOTIFICATION_UI_MESSAGES.following : NOTIFICATION_UI_MESSAGES.follow}
          <span className="sr-only"> « {title} »</span>
        </button>
        {count !== undefined ? (
          <span className="text-xs text-stone-600" data-testid="card-followers-count">
            {NOTIFICATION_UI_MESSAGES.followersCount(count)}
          </span>
        ) : null}
      </div>
      {follows.failedId === sessionId ? (
        <p role="alert" className="text-sm text-red-700">
          {NOTIFICATION_UI_MESSAGES.followFailed}
        </p>
      ) : null}
    </div>
  );
}
