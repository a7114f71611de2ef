import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buildParcours } from '@common/parcours';
import { LoginRoute } from '@/features/auth/routes/login';
import { SignupRoute } from '@/features/auth/routes/signup';
import { InvitationRoute } from '@/features/invitations/routes/invitation';
import { ParcoursRoute } from '@/features/parcours/routes/parcours';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

/** A signed link as the e-mail carries it: `{payload}.{signature}` (base64url). */
const TOKEN = `eyJjIjoiNmYxYyIsImUiOiJhd2FAZXhlbXBsZS5tYSIsIm4iOiJ4In0.${'s'.repeat(43)}`;
const PAGE = `/invitation?token=${encodeURIComponent(TOKEN)}`;

function Screens() {
  return (
    <Routes>
      <Route path="/invitation" element={<InvitationRoute />} />
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/signup" element={<SignupRoute />} />
      <Route path="/dashboard/parcours" element={<ParcoursRoute />} />
      <Route path="/" element={<p>Accueil</p>} />
    </Routes>
  );
}

function preview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    cohort: {
      id: '6f1c2b9e-8a47-4d6b-9a0e-2f5c7d3e1a01',
      name: 'Bootcamp Casablanca 2026',
      organisation: 'Technopark Casablanca',
      starts_on: '2026-03-02',
      ends_on: '2026-06-15',
    },
    email_hint: 'a***@exemple.ma',
    state: 'sent',
    expires_at: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}

const refusal = (status: number, message: string) =>
  HttpResponse.json({ error: { code: `refused_${status}`, message } }, { status });

/**
 * The invitation routes as a server that remembers what it was asked: the preview's and the
 * acceptance's bodies, and whether the acceptance carried the signed-in person's token.
 */
function invitationApi({
  previewAnswer = () => HttpResponse.json(preview()),
  acceptAnswer = () =>
    HttpResponse.json({ cohort_id: preview().cohort.id, cohort_name: preview().cohort.name }),
}: {
  previewAnswer?: () => Response;
  acceptAnswer?: () => Response;
} = {}) {
  const previews: { body: unknown; authorization: string | null }[] = [];
  const accepts: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post('*/api/invitations/preview', async ({ request }) => {
      previews.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return previewAnswer();
    }),
    http.post('*/api/invitations/accept', async ({ request }) => {
      accepts.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return acceptAnswer();
    }),
    http.get('*/api/me/parcours', () =>
      HttpResponse.json(
        buildParcours(
          [{ id: 's1', title: 'Identification du problème', phase: 1, number: 1, documents_count: 3 }],
          new Map(),
          new Set(),
        ),
      ),
    ),
  );
  return { previews, accepts };
}

const visitor = (path = PAGE) => renderWithApp(<Screens />, { user: null, path });
const signedIn = (auth = {}) => renderWithApp(<Screens />, { user: testUser('user'), path: PAGE, auth });

const here = (router: ReturnType<typeof visitor>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the invitation page, signed out', () => {
  it('shows the cohort, its dates and the masked address, with sign-in and sign-up both coming back here', async () => {
    const api = invitationApi();
    visitor();
    expect(
      await screen.findByRole('heading', { level: 1, name: M.invitationTitle('Bootcamp Casablanca 2026') }),
    ).toBeTruthy();
    expect(screen.getByText('Technopark Casablanca')).toBeTruthy();
    expect(screen.getByText('2 mars 2026 – 15 juin 2026')).toBeTruthy();
    expect(screen.getByText(M.invitationFor('a***@exemple.ma'))).toBeTruthy();
    expect(screen.getByText("Valable jusqu'au 12 mars 2026")).toBeTruthy();
    // The token goes in the body, without any sign-in.
    expect(api.previews).toEqual([{ body: { invitation_token: TOKEN }, authorization: null }]);

    const signIn = screen.getByRole('link', { name: M.signInToJoin });
    const signUp = screen.getByRole('link', { name: M.signUpToJoin });
    expect(signIn.getAttribute('href')).toBe(`/login?invitation=${encodeURIComponent(TOKEN)}`);
    expect(signUp.getAttribute('href')).toBe(`/signup?invitation=${encodeURIComponent(TOKEN)}`);
    expect(screen.queryByRole('button', { name: M.joinCohort })).toBeNull();
  });

  it('comes back to this exact address after signing in', async () => {
    invitationApi();
    const signIn = vi.fn(() => Promise.resolve('signedIn' as const));
    const { user, router } = renderWithApp(<Screens />, { user: null, path: PAGE, auth: { signIn } });
    await user.click(await screen.findByRole('link', { name: M.signInToJoin }));
    await user.type(screen.getByLabelText('Email'), 'awa@exemple.ma');
    await user.type(screen.getByLabelText('Mot de passe'), 'Tremplin2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(here(router)).toBe(PAGE));
    expect(signIn).toHaveBeenCalledOnce();
  });

  it('keeps the way back from sign-in to sign-up, and comes back here once the e-mailed code is confirmed', async () => {
    invitationApi();
    const signUp = vi.fn(() => Promise.resolve());
    const confirmSignUp = vi.fn(() => Promise.resolve());
    const { user, router } = renderWithApp(<Screens />, {
      user: null,
      path: PAGE,
      auth: { signUp, confirmSignUp },
    });
    await user.click(await screen.findByRole('link', { name: M.signInToJoin }));
    // "Pas encore de compte ? Créer un compte" on the sign-in page keeps the invitation.
    await user.click(screen.getByRole('link', { name: 'Créer un compte' }));
    expect(here(router)).toBe(`/signup?invitation=${encodeURIComponent(TOKEN)}`);

    await user.type(screen.getByLabelText('Email'), 'awa@exemple.ma');
    await user.type(screen.getByLabelText('Mot de passe'), 'Tremplin2026');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Tremplin2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await user.type(await screen.findByLabelText('Code reçu par e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));

    await waitFor(() => expect(here(router)).toBe(PAGE));
    expect(confirmSignUp).toHaveBeenCalledWith({ email: 'awa@exemple.ma', code: '123456' });
  });

  it('sends someone already signed in straight back from the sign-in page', async () => {
    invitationApi();
    const { router } = renderWithApp(<Screens />, {
      user: testUser('user'),
      path: `/login?invitation=${encodeURIComponent(TOKEN)}`,
    });
    await waitFor(() => expect(here(router)).toBe(PAGE));
  });
});

describe('the invitation page, signed in', () => {
  it('joins the cohort once, even on a double tap, and opens Mon parcours with a welcome', async () => {
    const api = invitationApi();
    const { router } = signedIn();
    const join = await screen.findByRole('button', { name: M.joinCohort });
    act(() => {
      join.click();
      join.click();
    });
    expect(
      await screen.findByText(M.joinedCohort('Bootcamp Casablanca 2026'), {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/parcours');
    expect(await screen.findByTestId('parcours')).toBeTruthy();
    expect(api.accepts).toEqual([{ body: { invitation_token: TOKEN }, authorization: 'Bearer test-token' }]);
  });

  it('signed in with another address: says so in the API’s words, and offers to change accounts', async () => {
    invitationApi({ acceptAnswer: () => refusal(403, M.invitationOtherAccount('a***@exemple.ma')) });
    const signOut = vi.fn(() => Promise.resolve());
    const { user } = signedIn({ signOut });
    await user.click(await screen.findByRole('button', { name: M.joinCohort }));
    expect(await screen.findByText(M.invitationOtherAccount('a***@exemple.ma'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.switchAccount }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('already in the cohort: says so, with the way to the parcours', async () => {
    invitationApi({ acceptAnswer: () => refusal(409, M.alreadyMember) });
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: M.joinCohort }));
    expect(await screen.findByText(M.alreadyMember)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.goToParcours }).getAttribute('href')).toBe(
      '/dashboard/parcours',
    );
  });

  it.each([409, 410])(
    'expired between the page and the click (%i): the API’s sentence, and nothing left to click',
    async (status) => {
      invitationApi({ acceptAnswer: () => refusal(status, M.invitationExpired) });
      const { user } = signedIn();
      await user.click(await screen.findByRole('button', { name: M.joinCohort }));
      expect(await screen.findByText(M.invitationExpired)).toBeTruthy();
      expect(screen.queryByRole('button', { name: M.joinCohort })).toBeNull();
      expect(screen.queryByRole('link', { name: M.goToParcours })).toBeNull();
    },
  );

  it('without a network: says the joining did not go through, and "Réessayer" sends it again', async () => {
    let offline = true;
    const api = invitationApi({
      acceptAnswer: () =>
        offline
          ? HttpResponse.error()
          : HttpResponse.json({ cohort_id: preview().cohort.id, cohort_name: 'Bootcamp Casablanca 2026' }),
    });
    const { user, router } = signedIn();
    await user.click(await screen.findByRole('button', { name: M.joinCohort }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(M.failedToJoin);
    offline = false;
    await user.click(within(banner).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/parcours'));
    expect(api.accepts).toHaveLength(2);
  });
});

describe('a link that no longer works', () => {
  it('revoked, replaced or forged: the API’s sentence, nothing to click', async () => {
    invitationApi({ previewAnswer: () => refusal(404, M.invitationLinkInvalid) });
    visitor();
    expect(await screen.findByText(M.invitationLinkInvalid)).toBeTruthy();
    expect(screen.queryByRole('link', { name: M.signInToJoin })).toBeNull();
  });

  it('expired: says so, and that a new one can be asked for', async () => {
    invitationApi({ previewAnswer: () => HttpResponse.json(preview({ state: 'expired' })) });
    signedIn();
    expect(await screen.findByText(M.invitationExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.joinCohort })).toBeNull();
  });

  it('already used: says so, with the way to the parcours', async () => {
    invitationApi({ previewAnswer: () => HttpResponse.json(preview({ state: 'accepted' })) });
    signedIn();
    expect(await screen.findByText(M.invitationAlreadyAccepted)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.goToParcours })).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.joinCohort })).toBeNull();
  });

  it('no token at all: says the link is not valid, without asking the API', async () => {
    const api = invitationApi();
    visitor('/invitation');
    expect(await screen.findByText(M.invitationLinkInvalid)).toBeTruthy();
    expect(api.previews).toEqual([]);
  });

  it('the preview unanswered: says so, and reads it again on "Réessayer"', async () => {
    let offline = true;
    invitationApi({ previewAnswer: () => (offline ? HttpResponse.error() : HttpResponse.json(preview())) });
    const { user } = visitor();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(M.failedToLoadInvitation);
    offline = false;
    await user.click(within(banner).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: M.signInToJoin })).toBeTruthy();
  });
});
