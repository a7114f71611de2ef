import { useCallback, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { UserIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/lib/auth/use-auth';
import { useUpdateProfile } from '@/features/settings/api/profile';
import { ProfileModal } from './profile-modal';

type Open = 'prompt' | 'profile' | null;

/**
 * The dashboard home's onboarding (SPEC §2 "Dashboard home" modals), without nagging: the welcome
 * is the home page's, once, after sign-up (`/?newUser=true`); here the profile-completion prompt
 * shows on a dashboard visit until it is answered once ('Plus tard', closed, or 'Compléter mon
 * profil'), which is remembered on the user's profile, so on every device. The inline reminder
 * stays while the profile is not completed, so a dismissed prompt is never a dead end.
 */
export function ProfileOnboarding() {
  const { user, profileLoaded } = useAuth();
  const answer = useUpdateProfile();
  // Decided once per user, when /api/me has answered (the facts are authoritative only then).
  const [decision, setDecision] = useState<{ userId: string; open: Open } | null>(null);
  if (profileLoaded && user && decision?.userId !== user.id) {
    const prompt = !user.profileCompleted && !user.profilePromptDismissed;
    setDecision({ userId: user.id, open: prompt ? 'prompt' : null });
  }
  const open = decision?.open ?? null;
  const userId = user?.id ?? '';
  const setOpen = useCallback((next: Open) => setDecision({ userId, open: next }), [userId]);

  const answerPrompt = (next: Open) => {
    setOpen(next);
    answer.mutate(
      { profile_prompt_dismissed: true },
      // Not remembered (offline…): the prompt simply comes back on a later visit.
      { onError: (error) => console.warn('[onboarding] the answer to the prompt was not saved', error) },
    );
  };
  const closeProfile = useCallback(() => setOpen(null), [setOpen]);

  if (!user || !profileLoaded) return null;

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

      <Modal
        open={open === 'prompt'}
        onClose={() => answerPrompt(null)}
        title="Complétez votre profil"
        footer={
          <>
            <button type="button" onClick={() => answerPrompt(null)} className={buttonClasses('secondary')}>
              Plus tard
            </button>
            <button
              type="button"
              onClick={() => answerPrompt('profile')}
              className={buttonClasses('primary')}
              data-autofocus
            >
              Compléter mon profil
            </button>
          </>
        }
      >
        <p>
          Votre profil n&apos;est pas encore complet. Ajoutez votre nom complet, votre organisation et une
          photo de profil.
        </p>
      </Modal>

      <ProfileModal open={open === 'profile'} onClose={closeProfile} />
    </>
  );
}
