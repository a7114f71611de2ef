import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CertificateVerification } from '@common/api-types';
import { CERTIFICATE_MESSAGES as C } from '@common/messages/certificates';
import { CertificateRoute } from '@/features/certificates/routes/certificate';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const VALID: CertificateVerification = {
  code: 'ABCD2345EFGH',
  holder_name: 'Aïcha Benaïssa',
  cohort_name: 'Bootcamp Casablanca 2026',
  organisation: 'Technopark Casablanca',
  starts_on: '2026-03-02',
  ends_on: '2026-09-30',
  issued_at: '2026-10-05T09:30:00.000Z',
};

function open(code: string, answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/certificates/:code', ({ params, request }) => {
      asked.push(`${String(params.code)} ${request.headers.get('authorization') ?? 'anonymous'}`);
      return answer();
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/certificats/:code" element={<CertificateRoute />} />
    </Routes>,
    { user: null, path: `/certificats/${code}` },
  );
  return asked;
}

describe('/certificats/{code}', () => {
  it('confirms a valid certificate to anyone, with the holder, the cohort and the dates', async () => {
    const asked = open('ABCD2345EFGH', () => HttpResponse.json(VALID));
    expect(await screen.findByRole('heading', { level: 1, name: C.verified })).toBeTruthy();
    expect(screen.getByText('Aïcha Benaïssa')).toBeTruthy();
    expect(screen.getByText('Bootcamp Casablanca 2026')).toBeTruthy();
    expect(screen.getByText('Technopark Casablanca')).toBeTruthy();
    expect(screen.getByText('du 2 mars 2026 au 30 septembre 2026')).toBeTruthy();
    expect(screen.getByText('5 octobre 2026')).toBeTruthy();
    expect(screen.getByText('Code : ABCD-2345-EFGH')).toBeTruthy();
    expect(asked).toEqual(['ABCD2345EFGH anonymous']);
  });

  it('says "Certificat introuvable" for a revoked or unknown code, and for one that cannot be a code', async () => {
    open('ABCD2345EFGH', () =>
      HttpResponse.json({ error: { code: 'not_found', message: C.notFound } }, { status: 404 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: C.notFound })).toBeTruthy();
    expect(screen.queryByText(C.verified)).toBeNull();
  });

  it('offers to try again when Tremplin cannot answer, rather than calling a good certificate unknown', async () => {
    open('ABCD2345EFGH', () =>
      HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 503 }),
    );
    expect(await screen.findByText(C.failedToVerify)).toBeTruthy();
    expect(screen.queryByText(C.notFound)).toBeNull();
  });
});
