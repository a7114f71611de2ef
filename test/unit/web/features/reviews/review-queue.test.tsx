import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReviewQueue, ReviewQueueItem } from '@common/api-types';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { ReviewsRoute } from '@/features/reviews/routes/reviews';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

const item = (participant: string, name: string, version = 1): ReviewQueueItem => ({
  cohort: { id: 'c1', name: 'Promotion Atlas' },
  deliverable: { id: 'd1', title: 'Business Model Canvas' },
  session: { id: 's1', title: 'Modèle économique' },
  participant: { id: participant, name, startup: 'Jokko Agri' },
  version,
  file_name: 'canevas.pdf',
  content_type: 'application/pdf',
  size: 2048,
  note: 'Première version',
  submitted_at: '2027-01-12T09:30:00.000Z',
});

const QUEUE: ReviewQueue = { items: [item('u1', 'Ada Diallo'), item('u2', 'Bakary Traoré', 2)], count: 2 };

const open = () => renderWithApp(<ReviewsRoute />, { user: testUser('user'), path: '/dashboard/a-relire' });

function entry(name: string): HTMLElement {
  const found = screen.getAllByTestId('review-entry').find((e) => e.textContent?.includes(name));
  if (!found) throw new Error(`no entry for ${name}`);
  return found;
}

describe('"À relire"', () => {
  it('lists what waits, with its count, participant, startup, deliverable, session, version and date', async () => {
    server.use(http.get('*/api/me/reviews', () => HttpResponse.json(QUEUE)));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'À relire (2)' })).toBeTruthy();
    const ada = entry('Ada Diallo');
    expect(within(ada).getByRole('heading', { name: 'Ada Diallo · Jokko Agri' })).toBeTruthy();
    expect(ada.textContent).toContain('Business Model Canvas · Modèle économique');
    expect(ada.textContent).toContain('Version 1 · Déposé le 12 janvier 2027');
    expect(within(ada).getByRole('button', { name: M.openFile })).toBeTruthy();
    expect(within(entry('Bakary Traoré')).getByText(/Version 2/)).toBeTruthy();
  });

  it('asks for a comment before "À revoir" is sent, then sends the decision and its comment', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/me/reviews', () => HttpResponse.json(QUEUE)),
      http.put('*/api/cohorts/c1/deliverables/d1/submissions/u1/1/review', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ version: 1, state: 'changes_requested' });
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'À relire (2)' });
    const ada = entry('Ada Diallo');
    fireEvent.click(within(ada).getByRole('radio', { name: M.changesRequested }));
    fireEvent.click(within(ada).getByRole('button', { name: M.sendReview }));
    expect(within(ada).getByRole('alert').textContent).toContain(M.commentRequired);
    expect(sent).toEqual([]);
    fireEvent.change(within(ada).getByLabelText(M.commentLabel), { target: { value: 'Précisez la cible.' } });
    fireEvent.click(within(ada).getByRole('button', { name: M.sendReview }));
    expect(await screen.findByText(M.reviewSaved)).toBeTruthy();
    expect(sent).toEqual([{ decision: 'changes_requested', comment: 'Précisez la cible.' }]);
  });

  it('says so when someone else decided first', async () => {
    server.use(
      http.get('*/api/me/reviews', () => HttpResponse.json(QUEUE)),
      http.put('*/api/cohorts/c1/deliverables/d1/submissions/u2/2/review', () =>
        HttpResponse.json({ error: { code: 'conflict', message: M.alreadyReviewed } }, { status: 409 }),
      ),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'À relire (2)' });
    const bakary = entry('Bakary Traoré');
    fireEvent.click(within(bakary).getByRole('radio', { name: M.accepted }));
    fireEvent.click(within(bakary).getByRole('button', { name: M.sendReview }));
    await waitFor(() => expect(within(bakary).getByRole('alert').textContent).toContain(M.alreadyReviewed));
  });

  it('says when nothing waits', async () => {
    open();
    expect(await screen.findByText(M.queueEmpty)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'À relire (0)' })).toBeTruthy();
  });
});
