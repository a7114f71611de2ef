import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { AdministrationPanel } from '@/features/admin/components/administration-panel';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

/** Every admin route answers as the API does for an admin on a deployment that requires two-factor sign-in. */
function refuseAdminActions(code: string, message: string) {
  const answer = () => HttpResponse.json({ error: { code, message } }, { status: 403 });
  server.use(
    http.get('*/api/admin/users', answer),
    http.get('*/api/admin/contact-messages', answer),
    http.get('*/api/admin/announcements', answer),
    http.get('*/api/admin/announcements/recipients', answer),
  );
}

describe('the Administration tab when the API refuses', () => {
  it('shows the API’s sentence and the way to Sécurité when two-factor sign-in is required', async () => {
    refuseAdminActions('mfa_required', TWO_FACTOR_MESSAGES.adminRequired);
    renderWithApp(<AdministrationPanel />, { user: testUser('admin') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TWO_FACTOR_MESSAGES.adminRequired);
    expect(alert.textContent).not.toContain(MESSAGES.accessDenied);
    expect(screen.getByRole('link', { name: 'Ouvrir Paramètres → Sécurité' }).getAttribute('href')).toBe(
      '/dashboard/settings?tab=security',
    );
  });

  it('still says « Accès Refusé » to someone who is no longer an admin', async () => {
    refuseAdminActions('forbidden', MESSAGES.accessDenied);
    renderWithApp(<AdministrationPanel />, { user: testUser('admin') });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.adminsOnly);
    expect(screen.queryByRole('link', { name: 'Ouvrir Paramètres → Sécurité' })).toBeNull();
  });
});
