import { useCallback, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles';
import { SparklesIcon, UserIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import type { AuthUser } from '../../../lib/auth/auth-context';
import { useAuth } from '../../../lib/auth/use-auth';
import { onboardingDialog, onboardingKeys, type OnboardingDialog } from '../utils/onboarding';
import { ProfileModal } from './profile-modal';

function readFlag(store: 'localStorage' | 'sessionStorage', key: string): boolean {
  try {
    return window[store].getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(store: 'localStorage' | 'sessionStorage', key: string): void {
  try {
    window[store].setItem(key, '1');
  } catch {
    // Storage blocked: the dialog simply comes back next time.
  }
}

type Open = OnboardingDialog | 'profile';

/** Reads the clock and the dismissal flags: called once per user, not on every render. */
function firstDialog(user: AuthUser): OnboardingDialog {
  return onboardingDialog({
    profileCompleted: user.profileCompleted,
    createdAt: user.createdAt,
    now: Date.now(),
    welcomeDismissed: readFlag('localStorage', onboardingKeys.welcomeDismissed(user.id)),
    promptDismissed: readFlag('sessionStorage', onboardingKeys.promptDismissed(user.id)),
  });
}

/**
 * SPEC §2 dashboard home modals: the welcome modal of a new account, or the profile-completion
 * prompt, both leading to the two-step profile modal; plus an inline reminder while the profile
 * is not completed, so a dismissed prompt is never a dead end.
 */
export function ProfileOnboarding() {
  const { user, profileLoaded } = useAuth();
  // Decided once per user, when /api/me has answered (the facts are authoritative only then).
  const [decision, setDecision] = useState<{ userId: string; open: Open } | null>(null);
  if (profileLoaded && user && decision?.userId !== user.id) {
    setDecision({ userId: user.id, open: firstDialog(user) });
  }
  const open = decision?.open ?? null;
  const userId = user?.id ?? '';
  const setOpen = useCallback((next: Open) => setDecision({ userId, open: next }), [userId]);

  const later = () => {
    if (open === 'welcome') writeFlag('localStorage', onboardingKeys.welcomeDismissed(userId));
    if (open === 'prompt') writeFlag('sessionStorage', onboardingKeys.promptDismissed(userId));
    setOpen(null);
  };
  const complete = () => {
    if (open === 'welcome') writeFlag('localStorage', onboardingKeys.welcomeDismissed(userId));
    setOpen('profile');
  };
  const closeProfile = useCallback(() => setOpen(null), [setOpen]);

  if (!user || !profileLoaded) return null;

  const footer = (
    <>
      <button type="button" onClick={later} className={buttonClasses('secondary')}>
        Plus tard
      </button>
      <button type="button" onClick={complete} className={buttonClasses('primary')} data-autofocus>
        Compléter mon profil
      </button>
    </>
  );

  return (
    <>
      {!user.profileCompleted ? (
        <section
          aria-labelledby="profile-reminder"
          className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <UserIcon className="mt-0.5 size-5 shrink-0 text-brand-800" />
            <div>
              <h2 id="profile-reminder" className="font-semibold text-brand-900">
                Votre profil est incomplet
              </h2>
              <p className="text-sm text-brand-900">
                Ajoutez votre nom, votre organisation et une photo pour personnaliser votre espace.
              </p>
            </div>
          </div>
          <button type="button" onClick={() => setOpen('profile')} className={buttonClasses('primary', 'sm')}>
            Compléter mon profil
          </button>
        </section>
      ) : null}

      <Modal open={open === 'welcome'} onClose={later} title="Bienvenue sur Tremplin !" footer={footer}>
        <div className="space-y-3">
          <SparklesIcon className="size-8 text-amber-600" />
          <p>
            Votre compte est créé. Vous pouvez dès maintenant parcourir les sessions de formation et
            télécharger leurs documents.
          </p>
          <p>Prenez une minute pour compléter votre profil : il aide les autres membres à vous connaître.</p>
        </div>
      </Modal>

      <Modal open={open === 'prompt'} onClose={later} title="Complétez votre profil" footer={footer}>
        <p>
          Votre profil n&apos;est pas encore complet. Ajoutez votre nom complet, votre organisation et une
          photo de profil.
        </p>
      </Modal>

      <ProfileModal open={open === 'profile'} onClose={closeProfile} />
    </>
  );
}
