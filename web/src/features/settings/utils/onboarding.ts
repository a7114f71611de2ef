/**
 * Which onboarding dialog the dashboard home opens (SPEC §2 "Dashboard home" modals):
 * - 'welcome' ('Plus tard' / 'Compléter mon profil'): the first visits of a new account (created
 *   less than a day ago) whose profile is not completed, until it is dismissed once;
 * - 'prompt': otherwise, while the profile is not completed, once per browser session;
 * - null when the profile is completed.
 */
export type OnboardingDialog = 'welcome' | 'prompt' | null;

export const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OnboardingFacts {
  profileCompleted: boolean;
  createdAt: string | null;
  now: number;
  welcomeDismissed: boolean;
  promptDismissed: boolean;
}

export function isNewAccount(createdAt: string | null, now: number): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created >= -60_000 && now - created < NEW_ACCOUNT_WINDOW_MS;
}

export function onboardingDialog(facts: OnboardingFacts): OnboardingDialog {
  if (facts.profileCompleted) return null;
  if (!facts.welcomeDismissed && isNewAccount(facts.createdAt, facts.now)) return 'welcome';
  if (!facts.promptDismissed) return 'prompt';
  return null;
}

/** Storage keys, per user: the welcome is dismissed for good, the prompt for this browser session. */
export const onboardingKeys = {
  welcomeDismissed: (userId: string) => `tremplin:welcome-dismissed:${userId}`,
  promptDismissed: (userId: string) => `tremplin:profile-prompt-dismissed:${userId}`,
};
