import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProfileOnboarding } from '@/features/settings/components/profile-onboarding';
import { renderWithApp, testUser } from '../../support/render';
import { freshMe } from '../../support/me';
import { server } from '../../support/server';

const ME = freshMe({ created_at: '2026-11-24T10:00:00.000Z' });

/** GET and PATCH /api/me, recording what is sent. */
function recordPatches() {
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/me', () => HttpResponse.json(ME)),
    http.patch('*/api/me', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({ ...ME, profile_prompt_dismissed_at: '2026-11-24T10:01:00.000Z' });
    }),
  );
  return patches;
}

const newcomer = testUser('user', { profileCompleted: false, profilePromptDismissed: false });

describe('the dashboard onboarding', () => {
  it('prompts a user whose profile is incomplete, and remembers "Plus tard" on the profile', async () => {
    const patches = recordPatches();
    const { user } = renderWithApp(<ProfileOnboarding />, { user: newcomer });
    await screen.findByRole('dialog', { name: 'Complétez votre profil' });
    // The only welcome is the home page's after sign-up: none here.
    expect(screen.queryByRole('dialog', { name: 'Bienvenue sur Tremplin !' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complétez votre profil' })).toBeNull());
    expect(patches).toEqual([{ profile_prompt_dismissed: true }]);
    // The reminder stays, so the profile modal is still one click away.
    expect(screen.getByRole('heading', { name: 'Votre profil est incomplet' })).toBeTruthy();
  });

  it('counts "Compléter mon profil" as the answer too, and opens the profile modal', async () => {
    const patches = recordPatches();
    const { user } = renderWithApp(<ProfileOnboarding />, { user: newcomer });
    const prompt = await screen.findByRole('dialog', { name: 'Complétez votre profil' });
    await user.click(within(prompt).getByRole('button', { name: 'Compléter mon profil' }));
    expect(await screen.findByRole('dialog', { name: 'Compléter mon profil' })).toBeTruthy();
    expect(patches).toEqual([{ profile_prompt_dismissed: true }]);
  });

  it('stays quiet once the prompt was answered (on any device) or the profile completed', () => {
    renderWithApp(<ProfileOnboarding />, {
      user: testUser('user', { profileCompleted: false, profilePromptDismissed: true }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Votre profil est incomplet' })).toBeTruthy();
  });
});
