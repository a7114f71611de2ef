import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import { followStateQuery, useToggleFollow } from '@/api/follows';
import { useAuth } from '@/lib/auth/use-auth';
import { buttonClasses } from '@/components/ui/button-styles';
import { BellIcon, CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

/**
 * "Suivre cette session" → "Session suivie" (pressed): the session's new documents and changes of
 * status then come to the bell (and by e-mail, as the settings say). Signed-in people only; editors
 * and admins also see how many follow it.
 */
export function FollowButton({
  sessionId,
  className = '',
  following: known,
}: {
  sessionId: string;
  className?: string;
  /** Already known (a list of followed sessions): shown at once, checked by the request. */
  following?: boolean;
}) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const state = useQuery({
    ...followStateQuery(sessionId, signedIn),
    ...(known === undefined ? {} : { placeholderData: { session_id: sessionId, following: known } }),
  });
  const toggle = useToggleFollow(sessionId);
  if (!signedIn) return null;
  const following = state.data?.following ?? false;
  const count = state.data?.followers_count;
  const busy = (state.isPending && known === undefined) || toggle.isPending;
  return (
    <div className={className}>
      <button
        type="button"
        aria-pressed={following}
        disabled={busy}
        onClick={() => toggle.mutate(!following)}
        className={buttonClasses(following ? 'secondary' : 'primary', 'md', 'w-full')}
      >
        {toggle.isPending ? (
          <Spinner size="sm" label="Enregistrement" />
        ) : following ? (
          <CheckIcon className="size-5" />
        ) : (
          <BellIcon className="size-5" />
        )}
        {following ? NOTIFICATION_UI_MESSAGES.following : NOTIFICATION_UI_MESSAGES.follow}
      </button>
      {count !== undefined ? (
        <p className="mt-2 text-center text-sm text-stone-600" data-testid="followers-count">
          {NOTIFICATION_UI_MESSAGES.followersCount(count)}
        </p>
      ) : null}
      {toggle.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {NOTIFICATION_UI_MESSAGES.followFailed}
        </p>
      ) : null}
    </div>
  );
}
