import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CohortInvitation, InviteParticipantsResult } from '@common/api-types';
import type { Invitee } from '@common/cohorts';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { CohortRoute } from '@/features/cohorts/routes/cohort';
import { catalogPage } from '../../support/public-data';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { cohort, COHORT_ID, progressHandler } from './cohort-fixtures';

function Screens() {
  return (
    <Routes>
      <Route path="/dashboard/cohortes/:cohortId" element={<CohortRoute />} />
    </Routes>
  );
}

function invitation(email: string, overrides: Partial<CohortInvitation> = {}): CohortInvitation {
  return {
    id: `id-${email.replace(/\W/g, '-')}`,
    email,
    full_name: null,
    startup: null,
    state: 'sent',
    sent_at: '2026-02-26T10:00:00.000Z',
    expires_at: '2026-03-12T10:00:00.000Z',
    accepted_at: null,
    sends: 1,
    ...overrides,
  };
}

const AWA = invitation('awa@exemple.ma', { full_name: 'Awa Diallo', startup: 'Jokko Agri' });
const KARIM = invitation('karim@exemple.ma', {
  state: 'accepted',
  accepted_at: '2026-02-27T09:00:00.000Z',
});
const SARA = invitation('sara@exemple.ma', { state: 'expired', expires_at: '2026-02-20T10:00:00.000Z' });

/**
 * The cohort and its invitations as a server that remembers: what was invited, resent, revoked,
 * and every invitations read (with its query). `refuse` answers the next write with that status.
 */
function invitationsApi(initial: CohortInvitation[] = [AWA, KARIM, SARA], pageSize = 50) {
  let stored = [...initial];
  const posts: { invitees: Invitee[] }[] = [];
  const resends: string[] = [];
  const deletes: string[] = [];
  const reads: URLSearchParams[] = [];
  const state: { refuse: { status: number; body: unknown } | null; result: InviteParticipantsResult } = {
    refuse: null,
    result: { invited: 0, skipped: 0 },
  };
  const refusal = () => {
    const refuse = state.refuse;
    state.refuse = null;
    return refuse
      ? HttpResponse.json(refuse.body as Record<string, unknown>, { status: refuse.status })
      : null;
  };
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}`, () => HttpResponse.json(cohort())),
    http.get('*/api/sessions', () => HttpResponse.json(catalogPage([]))),
    // Nobody joined yet (cohort-participants.test.tsx tests that list).
    http.get(`*/api/cohorts/${COHORT_ID}/participants`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    // Nobody in "Progression" either (cohort-progress.test.tsx tests the grid).
    progressHandler(),
    http.get(`*/api/cohorts/${COHORT_ID}/invitations`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      reads.push(query);
      const sorted = [...stored].sort((a, b) => a.email.localeCompare(b.email));
      const start = Number(query.get('cursor') ?? 0);
      const items = sorted.slice(start, start + pageSize);
      const next = start + pageSize < sorted.length ? String(start + pageSize) : null;
      return HttpResponse.json({ items, next_cursor: next });
    }),
    http.post(`*/api/cohorts/${COHORT_ID}/invitations`, async ({ request }) => {
      const body = (await request.json()) as { invitees: Invitee[] };
      posts.push(body);
      const refused = refusal();
      if (refused) return refused;
      for (const invitee of body.invitees) {
        if (!stored.some((item) => item.email === invitee.email)) {
          stored.push(invitation(invitee.email, { full_name: invitee.full_name, startup: invitee.startup }));
        }
      }
      return HttpResponse.json(state.result);
    }),
    http.post(`*/api/cohorts/${COHORT_ID}/invitations/:id/resend`, ({ params }) => {
      const id = String(params.id);
      resends.push(id);
      const refused = refusal();
      if (refused) return refused;
      const found = stored.find((item) => item.id === id);
      if (!found)
        return HttpResponse.json(
          { error: { code: 'not_found', message: M.invitationNotFound } },
          { status: 404 },
        );
      const fresh: CohortInvitation = {
        ...found,
        state: 'sent',
        sent_at: '2026-03-01T10:00:00.000Z',
        expires_at: '2026-03-15T10:00:00.000Z',
        sends: found.sends + 1,
      };
      stored = stored.map((item) => (item.id === id ? fresh : item));
      return HttpResponse.json(fresh);
    }),
    http.delete(`*/api/cohorts/${COHORT_ID}/invitations/:id`, ({ params }) => {
      const id = String(params.id);
      deletes.push(id);
      const refused = refusal();
      if (refused) return refused;
      stored = stored.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    posts,
    resends,
    deletes,
    reads,
    state,
    accept: (email: string) => {
      stored = stored.map((item) =>
        item.email === email ? { ...item, state: 'accepted', accepted_at: '2026-03-01T08:00:00.000Z' } : item,
      );
    },
  };
}

const open = () =>
  renderWithApp(<Screens />, { user: testUser('editor'), path: `/dashboard/cohortes/${COHORT_ID}` });

const participants = () => screen.findByRole('region', { name: M.participantsHeading });

function row(email: string): HTMLElement {
  const found = screen.getAllByTestId('invitation-row').find((r) => within(r).queryByText(email));
  if (!found) throw new Error(`no row for ${email}`);
  return found;
}

async function openDialog(user: ReturnType<typeof open>['user']) {
  await user.click(within(await participants()).getByRole('button', { name: M.inviteParticipants }));
  return screen.getByRole('dialog', { name: M.inviteParticipants });
}

const field = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: M.inviteesLabel });

describe('the cohort’s invitations', () => {
  it('lists each address with its name and startup, its state in words and until when its link works', async () => {
    invitationsApi();
    open();
    const section = await participants();
    await waitFor(() => expect(within(section).getAllByTestId('invitation-row')).toHaveLength(3));
    expect(
      within(section)
        .getAllByTestId('invitation-state')
        .map((badge) => badge.textContent),
    ).toEqual(['Envoyée', 'Acceptée', 'Expirée']);
    expect(within(row('awa@exemple.ma')).getByText('Awa Diallo · Jokko Agri')).toBeTruthy();
    expect(within(row('awa@exemple.ma')).getByText("Valable jusqu'au 12 mars 2026")).toBeTruthy();
    expect(within(row('sara@exemple.ma')).getByText("Valable jusqu'au 20 février 2026")).toBeTruthy();
    // An accepted invitation is a record: nothing to resend or revoke.
    expect(within(row('karim@exemple.ma')).queryAllByRole('button')).toEqual([]);
    expect(
      within(row('awa@exemple.ma')).getByRole('button', { name: M.resendInvitationLabel('awa@exemple.ma') }),
    ).toBeTruthy();
    expect(
      within(row('sara@exemple.ma')).getByRole('button', {
        name: M.revokeInvitationLabel('sara@exemple.ma'),
      }),
    ).toBeTruthy();
  });

  it('reads the next page with its cursor on "Charger plus"', async () => {
    const api = invitationsApi([AWA, KARIM, SARA], 2);
    const { user } = open();
    const section = await participants();
    await waitFor(() => expect(within(section).getAllByTestId('invitation-row')).toHaveLength(2));
    await user.click(within(section).getByRole('button', { name: M.loadMore }));
    await waitFor(() => expect(within(section).getAllByTestId('invitation-row')).toHaveLength(3));
    expect(within(section).queryByRole('button', { name: M.loadMore })).toBeNull();
    expect(api.reads.map((query) => [query.get('limit'), query.get('cursor')])).toEqual([
      ['50', null],
      ['50', '2'],
    ]);
  });

  it('says when there is none yet, and when the list could not be read (then reads it again)', async () => {
    invitationsApi([]);
    const first = open();
    expect(await within(await participants()).findByText(M.emptyInvitations)).toBeTruthy();
    first.unmount();

    let failing = true;
    invitationsApi([AWA]);
    server.use(
      http.get(`*/api/cohorts/${COHORT_ID}/invitations`, () =>
        failing ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    const { user } = open();
    const section = await participants();
    const banner = await within(section).findByRole('alert');
    expect(banner.textContent).toContain(M.failedToLoadInvitations);
    failing = false;
    await user.click(within(banner).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(within(section).getAllByTestId('invitation-row')).toHaveLength(1));
  });

  it('"Renvoyer" sends a new link and the row shows it at once', async () => {
    const api = invitationsApi();
    const { user } = open();
    await participants();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: M.resendInvitationLabel('sara@exemple.ma') }));
    const sara = row('sara@exemple.ma');
    expect(await within(sara).findByText(M.invitationResent)).toBeTruthy();
    expect(within(sara).getByTestId('invitation-state').textContent).toBe('Envoyée');
    expect(within(sara).getByText("Valable jusqu'au 15 mars 2026")).toBeTruthy();
    expect(api.resends).toEqual([SARA.id]);
  });

  it('"Renvoyer" on an invitation accepted meanwhile says so in the API’s words and shows it accepted', async () => {
    const api = invitationsApi();
    const { user } = open();
    await participants();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(3));
    api.accept('awa@exemple.ma');
    api.state.refuse = {
      status: 409,
      body: { error: { code: 'conflict', message: M.invitationAlreadyAccepted } },
    };
    await user.click(screen.getByRole('button', { name: M.resendInvitationLabel('awa@exemple.ma') }));
    await waitFor(() =>
      expect(within(row('awa@exemple.ma')).getByTestId('invitation-state').textContent).toBe('Acceptée'),
    );
    expect(api.resends).toEqual([AWA.id]);
  });

  it('"Révoquer" asks first: "Annuler" keeps the invitation, confirming deletes it and says so', async () => {
    const api = invitationsApi();
    const { user } = open();
    await participants();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: M.revokeInvitationLabel('awa@exemple.ma') }));
    let dialog = screen.getByRole('dialog', { name: M.revokeConfirmTitle });
    expect(within(dialog).getByText(M.revokeConfirmText('awa@exemple.ma'))).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: M.cancel }));
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    expect(api.deletes).toEqual([]);
    expect(screen.getAllByTestId('invitation-row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: M.revokeInvitationLabel('awa@exemple.ma') }));
    dialog = screen.getByRole('dialog', { name: M.revokeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: M.revokeInvitation }));
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(2));
    expect(within(await participants()).queryByText('awa@exemple.ma')).toBeNull();
    expect(screen.getByText(M.invitationRevoked)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(M.invitationRevoked));
    expect(api.deletes).toEqual([AWA.id]);
  });

  it('"Révoquer" refused (accepted meanwhile) keeps the dialog open with the API’s sentence', async () => {
    const api = invitationsApi();
    const { user } = open();
    await participants();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(3));
    api.accept('sara@exemple.ma');
    api.state.refuse = {
      status: 409,
      body: { error: { code: 'conflict', message: M.invitationAlreadyAccepted } },
    };
    await user.click(screen.getByRole('button', { name: M.revokeInvitationLabel('sara@exemple.ma') }));
    const dialog = screen.getByRole('dialog', { name: M.revokeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: M.revokeInvitation }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(M.invitationAlreadyAccepted);
    await waitFor(() =>
      expect(within(row('sara@exemple.ma')).getByTestId('invitation-state').textContent).toBe('Acceptée'),
    );
  });
});

describe('"Inviter des participants"', () => {
  it('opens with the focus in the field, and Escape closes it keeping what was typed', async () => {
    invitationsApi();
    const { user } = open();
    const dialog = await openDialog(user);
    expect(document.activeElement).toBe(field(dialog));
    await user.type(field(dialog), 'awa@exemple.ma');
    // What the browser does on Escape in a modal <dialog>.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.inviteParticipants })).toBeNull());
    const again = await openDialog(user);
    expect(field(again).value).toBe('awa@exemple.ma');
  });

  it('counts the different addresses pasted, names each wrong one, and sends nothing until they are fixed', async () => {
    const api = invitationsApi();
    const { user } = open();
    const dialog = await openDialog(user);
    fireEvent.change(field(dialog), {
      target: { value: 'Awa@Exemple.ma, karim@exemple\nawa@exemple.ma\nfatou.exemple.ma\n\nkarim@exemple' },
    });
    // awa (twice, in two cases), karim@exemple (twice), fatou.exemple.ma.
    expect(within(dialog).getByTestId('invitees-count').textContent).toBe(M.inviteesCount(3));
    await user.click(within(dialog).getByRole('button', { name: M.sendInvitations }));
    const errors = within(dialog).getByTestId('invitee-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([M.invalidInvitee('karim@exemple'), M.invalidInvitee('fatou.exemple.ma')]);
    expect(field(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(dialog));
    expect(api.posts).toEqual([]);

    // The messages follow the text as it is fixed.
    fireEvent.change(field(dialog), {
      target: {
        value: 'Awa@Exemple.ma, karim@exemple.ma\nawa@exemple.ma\nfatou@exemple.ma\n\nkarim@exemple',
      },
    });
    expect(within(dialog).getByTestId('invitee-errors').textContent).toBe(M.invalidInvitee('karim@exemple'));
  });

  it('says when nothing was given', async () => {
    const api = invitationsApi();
    const { user } = open();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: M.sendInvitations }));
    expect(within(dialog).getByTestId('invitee-errors').textContent).toBe(M.inviteesRequired);
    expect(api.posts).toEqual([]);
  });

  it('sends the merged list once on a double click, says what was sent and shows the new rows', async () => {
    const api = invitationsApi([AWA]);
    api.state.result = { invited: 2, skipped: 1 };
    const { user } = open();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(1));
    const dialog = await openDialog(user);
    fireEvent.change(field(dialog), {
      target: { value: 'awa@exemple.ma\nMoussa@Exemple.ma, fatou@exemple.ma\nmoussa@exemple.ma' },
    });
    expect(within(dialog).getByTestId('invitees-count').textContent).toBe(M.inviteesCount(3));
    // A double tap on a slow phone: the second click lands before the page has drawn the first.
    const send = within(dialog).getByRole('button', { name: M.sendInvitations });
    act(() => {
      send.click();
      send.click();
    });

    const section = await participants();
    expect(await within(section).findByText(M.invitationsSent(2, 1))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: M.inviteParticipants })).toBeNull();
    expect(api.posts).toEqual([
      {
        invitees: [
          { email: 'awa@exemple.ma', full_name: null, startup: null },
          { email: 'moussa@exemple.ma', full_name: null, startup: null },
          { email: 'fatou@exemple.ma', full_name: null, startup: null },
        ],
      },
    ]);
    await waitFor(() => expect(within(section).getAllByTestId('invitation-row')).toHaveLength(3));
    expect(within(section).getByText('moussa@exemple.ma')).toBeTruthy();
    // Sent: the field starts empty next time.
    expect(field(await openDialog(user)).value).toBe('');
  });

  it('reads a CSV (byte-order mark, header, semicolons, quotes) into the field and sends names and startups', async () => {
    const api = invitationsApi([]);
    api.state.result = { invited: 2, skipped: 0 };
    const { user } = open();
    const dialog = await openDialog(user);
    const csv = [
      '\uFEFFe-mail;nom complet;startup',
      'awa@exemple.ma;"Diallo, Awa";Jokko Agri',
      'karim@exemple.ma;Karim Benali;',
      'AWA@exemple.ma;;Autre startup',
    ].join('\r\n');
    await user.upload(
      within(dialog).getByLabelText(M.inviteesCsvLabel),
      new File([csv], 'participants.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(field(dialog).value).toContain('awa@exemple.ma;"Diallo, Awa";Jokko Agri'));
    expect(field(dialog).value.startsWith('\uFEFF')).toBe(false);
    expect(within(dialog).getByTestId('invitees-count').textContent).toBe(M.inviteesCount(2));
    await user.click(within(dialog).getByRole('button', { name: M.sendInvitations }));
    expect(await screen.findByText(M.invitationsSent(2, 0))).toBeTruthy();
    expect(api.posts).toEqual([
      {
        invitees: [
          { email: 'awa@exemple.ma', full_name: 'Diallo, Awa', startup: 'Jokko Agri' },
          { email: 'karim@exemple.ma', full_name: 'Karim Benali', startup: null },
        ],
      },
    ]);
  });

  it('reads an Excel CSV of a French Windows (accents in Windows-1252), and refuses a file that is not text', async () => {
    invitationsApi([]);
    const { user } = open();
    const dialog = await openDialog(user);
    const input = within(dialog).getByLabelText(M.inviteesCsvLabel);
    // « hélène@exemple.ma;Hélène Ndiaye » as Excel writes it: é is the single byte 0xE9.
    const latin = new Uint8Array([
      ...new TextEncoder().encode('helene@exemple.ma;H'),
      0xe9,
      ...new TextEncoder().encode('l'),
      0xe8,
      ...new TextEncoder().encode('ne Ndiaye'),
    ]);
    await user.upload(input, new File([latin], 'excel.csv', { type: 'text/csv' }));
    await waitFor(() => expect(field(dialog).value).toBe('helene@exemple.ma;Hélène Ndiaye'));

    // An Excel workbook renamed .csv (an .xlsx is a zip: « PK\x03\x04… »).
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    await user.upload(input, new File([zip], 'participants.csv', { type: 'text/csv' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.inviteesCsvUnreadable);
    // What was read before stays.
    expect(field(dialog).value).toBe('helene@exemple.ma;Hélène Ndiaye');
  });

  it('puts the API’s refusal of an address under the field, and keeps what was typed', async () => {
    const api = invitationsApi([]);
    const { user } = open();
    const dialog = await openDialog(user);
    fireEvent.change(field(dialog), { target: { value: 'awa@exemple.ma\nkarim@exemple.ma' } });
    api.state.refuse = {
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'Veuillez entrer une adresse e-mail valide',
          fields: { 'invitees.1.email': 'Veuillez entrer une adresse e-mail valide' },
        },
      },
    };
    await user.click(within(dialog).getByRole('button', { name: M.sendInvitations }));
    expect((await within(dialog).findByTestId('invitee-errors')).textContent).toBe(
      M.invalidInvitee('karim@exemple.ma'),
    );
    expect(field(dialog).value).toBe('awa@exemple.ma\nkarim@exemple.ma');
    expect(api.posts).toHaveLength(1);
  });

  it('says when the invitations could not be sent, and sends them on a second try', async () => {
    const api = invitationsApi([]);
    api.state.result = { invited: 1, skipped: 0 };
    const { user } = open();
    const dialog = await openDialog(user);
    fireEvent.change(field(dialog), { target: { value: 'awa@exemple.ma' } });
    api.state.refuse = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: M.sendInvitations }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(M.failedToInvite);
    await user.click(within(dialog).getByRole('button', { name: M.sendInvitations }));
    expect(await screen.findByText(M.invitationsSent(1, 0))).toBeTruthy();
    expect(api.posts).toHaveLength(2);
  });
});
