import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProfileModal } from '@/features/settings/components/profile-modal';
import { renderWithApp } from '../../support/render';
import { freshMe } from '../../support/me';
import { server } from '../../support/server';

const ME = freshMe();

describe('the profile modal (issue 17)', () => {
  it("opens with the focus in 'Nom complet', not on Fermer, and comes back there from the photo step", async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json(ME)));
    const { user } = renderWithApp(<ProfileModal open onClose={() => undefined} />);
    const name = await screen.findByLabelText<HTMLInputElement>(/Nom complet/);
    await waitFor(() => expect(document.activeElement).toBe(name));

    // A newcomer is not asked the report's optional country and gender (they are in the settings).
    expect(screen.queryByRole('combobox', { name: 'Pays' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).toBeNull();

    await user.keyboard('Awa Diallo');
    expect(name.value).toBe('Awa Diallo');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    const again = await screen.findByLabelText<HTMLInputElement>(/Nom complet/);
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(again.value).toBe('Awa Diallo');
  });
});
