import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API as the component tests answer it (MSW): each test adds the handlers it needs. Only the
 * deliverables' reads (issue 31) answer by default, empty, as most screens show them beside what
 * their tests are about (a cohort's page, Mon parcours in a cohort, the dashboard menu's "À relire").
 */
export const server = setupServer(
  http.get('*/api/cohorts/:cohortId/deliverables', () => HttpResponse.json({ items: [] })),
  http.get('*/api/me/cohorts/:cohortId/deliverables', () => HttpResponse.json({ items: [] })),
  http.get('*/api/me/reviews', () => HttpResponse.json({ items: [], count: 0 })),
);
