import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyDeliverable, Parcours } from '@common/api-types';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { buildParcours } from '@common/parcours';
import { ParcoursView } from '@/features/parcours/components/parcours-view';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const PARCOURS: Parcours = buildParcours(
  [
    {
      id: 's1',
      title: 'Modèle économique',
      phase: 1,
      number: 1,
      documents_count: 2,
      schedule: { planned_on: '2027-01-11', place: null, link: null },
    },
  ],
  new Map(),
  new Set(),
  {
    id: 'c1',
    name: 'Promotion Atlas',
    organisation: 'Technopark Casablanca',
    starts_on: '2027-01-04',
    ends_on: '2027-04-26',
    version: 1,
    updated_at: '2026-11-20T10:00:00.000Z',
    calendar_path: null,
  },
);

const base = {
  cohort_id: 'c1',
  session_id: 's1',
  instructions: 'Les neuf blocs, en une page.',
  due_on: '2027-02-01',
  kinds: ['pdf'] as MyDeliverable['kinds'],
  max_size_mb: 5,
  required: true,
  created_at: '2027-01-04T09:00:00.000Z',
  updated_at: '2027-01-04T09:00:00.000Z',
};

const version = {
  file_name: 'canevas.pdf',
  size: 2048,
  content_type: 'application/pdf',
  note: null,
  submitted_at: '2027-01-20T09:00:00.000Z',
  reviewed_at: '2027-01-21T09:00:00.000Z',
  reviewer_name: 'Mariama Mentor',
};

const DELIVERABLES: MyDeliverable[] = [
  {
    ...base,
    id: 'd1',
    title: 'Business Model Canvas',
    state: 'changes_requested',
    versions: [{ ...version, version: 1, state: 'changes_requested', comment: 'Précisez la cible.' }],
  },
  {
    ...base,
    id: 'd2',
    title: 'Pitch',
    state: 'accepted',
    versions: [{ ...version, version: 1, state: 'accepted', comment: null }],
  },
];

function card(title: string): HTMLElement {
  const found = screen.getAllByTestId('deliverable').find((c) => c.textContent?.includes(title));
  if (!found) throw new Error(`no deliverable ${title}`);
  return found;
}

function open() {
  server.use(
    http.get('*/api/me/parcours', () => HttpResponse.json(PARCOURS)),
    http.get('*/api/me/cohorts/c1/deliverables', () => HttpResponse.json({ items: DELIVERABLES })),
  );
  renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
}

describe('deliverables in Mon parcours', () => {
  it('shows each with its due date, state and the reviewer’s comment; an accepted one takes no more', async () => {
    open();
    await screen.findAllByTestId('deliverable');
    const canvas = card('Business Model Canvas');
    expect(within(canvas).getByText(M.deliverable)).toBeTruthy();
    expect(within(canvas).getByTestId('deliverable-state').textContent).toBe(M.changesRequested);
    expect(canvas.textContent).toContain('À rendre le 1 février 2027');
    expect(within(canvas).getByTestId('reviewer-comment').textContent).toContain('Précisez la cible.');
    expect(within(canvas).getByRole('button', { name: M.submit })).toBeTruthy();
    const pitch = card('Pitch');
    expect(within(pitch).getByTestId('deliverable-state').textContent).toBe(M.accepted);
    expect(within(pitch).queryByRole('button', { name: M.submit })).toBeNull();
  });

  it('refuses a file of another kind, or none, before anything is sent', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/uploads', () => {
        asked += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    open();
    await screen.findAllByTestId('deliverable');
    const canvas = card('Business Model Canvas');
    fireEvent.click(within(canvas).getByRole('button', { name: M.submit }));
    expect((await within(canvas).findByRole('alert')).textContent).toContain(M.chooseFile);
    const file = new File(['x'], 'canevas.docx', { type: 'application/msword' });
    fireEvent.change(within(canvas).getByLabelText(M.fileLabel), { target: { files: [file] } });
    fireEvent.click(within(canvas).getByRole('button', { name: M.submit }));
    expect((await within(canvas).findByRole('alert')).textContent).toContain(M.wrongKind('PDF'));
    expect(asked).toBe(0);
  });
});
