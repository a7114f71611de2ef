import { describe, expect, it } from 'vitest';
import {
  onboardingDialog,
  type OnboardingFacts,
} from '../../../../../web/src/features/settings/utils/onboarding';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const base: OnboardingFacts = {
  profileCompleted: false,
  createdAt: '2026-03-10T09:00:00.000Z',
  now: NOW,
  welcomeDismissed: false,
  promptDismissed: false,
};

describe('dashboard onboarding dialogs', () => {
  it('welcomes a new account whose profile is not completed', () => {
    expect(onboardingDialog(base)).toBe('welcome');
  });

  it('prompts instead once the welcome was dismissed, or for an older account', () => {
    expect(onboardingDialog({ ...base, welcomeDismissed: true })).toBe('prompt');
    expect(onboardingDialog({ ...base, createdAt: '2026-03-01T09:00:00.000Z' })).toBe('prompt');
    expect(onboardingDialog({ ...base, createdAt: null })).toBe('prompt');
  });

  it('stays quiet when everything was dismissed or the profile is completed', () => {
    expect(onboardingDialog({ ...base, welcomeDismissed: true, promptDismissed: true })).toBeNull();
    expect(onboardingDialog({ ...base, profileCompleted: true })).toBeNull();
  });
});
