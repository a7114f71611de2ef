import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../../../common/api-types';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../../../common/notification-preferences';
import { ProfileModal } from '../../../../../web/src/features/settings/components/profile-modal';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const ME: Me = {
  id: 'user-1',
  email: 'awa@exemple.ma',
  role: 'user',
  full_name: null,
  bio: null,
  organization: null,
  position: null,
  location: null,
  avatar_url: null,
  profile_completed: false,
  profile_completed_at: null,
  profile_prompt_dismissed_at: null,
  updated_at: null,
  notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  created_at: '2026-11-20T10:00:00.000Z',
  last_sign_in_at: null,
};

describe('the profile modal (issue 17)', () => {
  it("opens with the focus in 'Nom complet', not on Fermer, and comes back there from the photo step", async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json(ME)));
    const { user } = renderWithApp(<ProfileModal open onClose={() => undefined} />);
    const name = await screen.findByLabelText<HTMLInputElement>(/Nom complet/);
    await waitFor(() => expect(document.activeElement).toBe(name));

    await user.keyboard('Awa Diallo');
    expect(name.value).toBe('Awa Diallo');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    const again = await screen.findByLabelText<HTMLInputElement>(/Nom complet/);
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(again.value).toBe('Awa Diallo');
  });
});
