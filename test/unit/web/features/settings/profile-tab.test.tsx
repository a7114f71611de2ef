import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@common/notification-preferences';
import { ProfileTab } from '@/features/settings/components/profile-tab';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const ME: Me = {
  id: 'user-1',
  email: 'awa@exemple.ma',
  role: 'user',
  full_name: 'Awa Diallo',
  bio: null,
  organization: null,
  position: null,
  location: null,
  country: null,
  gender: null,
  avatar_url: null,
  profile_completed: true,
  profile_completed_at: '2026-11-01T10:00:00.000Z',
  profile_prompt_dismissed_at: null,
  updated_at: null,
  notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  created_at: '2026-01-05T10:00:00.000Z',
  last_sign_in_at: null,
};

/** GET and PATCH /api/me, as a server that keeps what it is sent. */
function profileApi() {
  let stored = ME;
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/me', () => HttpResponse.json(stored)),
    http.patch('*/api/me', async ({ request }) => {
      const patch = (await request.json()) as Partial<Me>;
      patches.push(patch);
      stored = { ...stored, ...patch, updated_at: '2026-11-24T10:00:00.000Z' };
      return HttpResponse.json(stored);
    }),
  );
  return patches;
}

describe('the profile tab', () => {
  it('saves the details, says so, and shows the saved profile', async () => {
    const patches = profileApi();
    const { user } = renderWithApp(<ProfileTab />);
    const name = await screen.findByLabelText<HTMLInputElement>(/Nom complet/);
    expect(name.value).toBe('Awa Diallo');
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    await user.clear(name);
    await user.type(name, 'Awa Ndiaye');
    await user.type(screen.getByLabelText(/Organisation/), 'Incubateur Atlas');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Profil mis à jour avec succès')).toBeTruthy();
    expect(patches).toEqual([
      expect.objectContaining({ full_name: 'Awa Ndiaye', organization: 'Incubateur Atlas' }),
    ]);
    // The photo card reads the saved profile.
    const photoCard = screen.getByRole('region', { name: 'Photo de profil' });
    await waitFor(() => expect(within(photoCard).getByText('Awa Ndiaye')).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>(/Organisation/).value).toBe('Incubateur Atlas');
  });

  it('saves the optional country and gender, saying why they are asked, and clears them', async () => {
    const patches = profileApi();
    const { user } = renderWithApp(<ProfileTab />);
    const country = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Pays' });
    const gender = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Genre' });
    // Not answered first, then every country by its French name, in French order.
    const countries = within(country)
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => option.textContent ?? '');
    expect(countries[0]).toBe('Non renseigné');
    expect(countries).toHaveLength(250);
    expect(countries).toEqual(
      expect.arrayContaining(['Maroc', 'Sénégal', 'Côte d’Ivoire', 'Émirats arabes unis']),
    );
    expect(countries.slice(1)).toEqual([...countries.slice(1)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Non renseigné', 'Femme', 'Homme', 'Autre']);
    // Why they are asked and who sees them, read out with each of them.
    const why = screen.getByText(/^Facultatifs\. Pays et genre servent uniquement aux chiffres du rapport/);
    expect(why.textContent).toContain('des totaux par pays et par genre');
    expect(why.textContent).toContain('Vous pouvez les effacer à tout moment.');
    expect(country.getAttribute('aria-describedby')).toBe(why.id);
    expect(gender.getAttribute('aria-describedby')).toBe(why.id);

    await user.selectOptions(country, 'Maroc');
    await user.selectOptions(gender, 'Femme');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeTruthy();
    expect(patches).toEqual([expect.objectContaining({ country: 'MA', gender: 'female' })]);
    expect(country.value).toBe('MA');
    expect(gender.value).toBe('female');

    await user.selectOptions(country, 'Non renseigné');
    await user.selectOptions(gender, 'Non renseigné');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual(expect.objectContaining({ country: null, gender: null }));
  });

  it('asks for a full name and sends nothing without one', async () => {
    const patches = profileApi();
    const { user } = renderWithApp(<ProfileTab />);
    await user.clear(await screen.findByLabelText(/Nom complet/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(MESSAGES.fullNameRequired)).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('says when the save failed, and keeps what was typed', async () => {
    profileApi();
    server.use(http.patch('*/api/me', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithApp(<ProfileTab />);
    await user.type(await screen.findByLabelText(/Poste/), 'Coach');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Échec de la mise à jour du profil. Veuillez réessayer.',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Poste/).value).toBe('Coach');
  });
});
