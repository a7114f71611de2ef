import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Deliverable } from '@common/api-types';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { DeliverablesSection } from '@/features/cohorts/components/deliverables-section';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { cohort, COHORT_ID, SESSION_IDS } from './cohort-fixtures';

const CANVAS: Deliverable = {
  id: 'd1',
  cohort_id: COHORT_ID,
  session_id: SESSION_IDS[0] ?? '',
  title: 'Business Model Canvas',
  instructions: null,
  due_on: '2026-03-16',
  kinds: ['pdf', 'powerpoint'],
  max_size_mb: 10,
  required: true,
  submissions_count: 2,
  version: 1,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

function open(items: Deliverable[]) {
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}/deliverables`, () => HttpResponse.json({ items })),
    http.post(`*/api/cohorts/${COHORT_ID}/deliverables`, async ({ request }) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(CANVAS, { status: 201 });
    }),
    http.delete(`*/api/cohorts/${COHORT_ID}/deliverables/d1`, () =>
      HttpResponse.json(
        { error: { code: 'conflict', message: M.deliverableHasSubmissions } },
        { status: 409 },
      ),
    ),
  );
  renderWithApp(<DeliverablesSection cohort={cohort()} />, {
    user: testUser('editor'),
    path: `/dashboard/cohortes/${COHORT_ID}`,
  });
  return posts;
}

describe('"Livrables" on the cohort’s page', () => {
  it('lists each with its session, due date, formats and hand-ins', async () => {
    open([CANVAS]);
    const row = await screen.findByTestId('cohort-deliverable');
    expect(row.textContent).toContain('Business Model Canvas');
    expect(row.textContent).toContain('Identification du problème · À rendre le 16 mars 2026');
    expect(row.textContent).toContain('Formats : PDF, PowerPoint · 10 Mo au plus');
    expect(row.textContent).toContain('2 dépôts');
  });

  it('adds one: PDF and "Obligatoire" ticked by default, the title required, the form’s id sent', async () => {
    const posts = open([]);
    expect(await screen.findByText(M.emptyDeliverables)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.addDeliverable }));
    const dialog = await screen.findByRole('dialog', { name: M.newDeliverableTitle });
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'PDF' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: M.requiredLabel }).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(M.titleRequired);
    fireEvent.change(within(dialog).getByLabelText(/Titre du livrable/), { target: { value: 'Pitch' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Word' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(M.deliverableSaved)).toBeTruthy();
    expect(posts).toEqual([
      expect.objectContaining({
        title: 'Pitch',
        kinds: ['pdf', 'word'],
        max_size_mb: 10,
        required: true,
        session_id: SESSION_IDS[0],
      }),
    ]);
    expect(String(posts[0]?.request_id)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why one with hand-ins cannot be deleted', async () => {
    open([CANVAS]);
    fireEvent.click(
      await screen.findByRole('button', { name: M.deleteDeliverable('Business Model Canvas') }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.deleteConfirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: M.deleteLabel }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(M.deliverableHasSubmissions),
    );
  });
});
