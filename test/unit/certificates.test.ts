import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  attendanceRate,
  CERTIFICATE_CODE_PATTERN,
  formatCertificateCode,
  programmeCompletion,
} from '@common/certificates';
import { certificateCodePathSchema } from '@common/schemas/certificate';
import { renderCertificate } from '../../lambdas/certificates/certificate-pdf';
import { drawable } from '../../lambdas/lib/pdf-text';

// pdf.js, the reader the app uses, judges what the server draws.
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

const CONTENT = {
  code: 'ABCD2345EFGH',
  holderName: 'Aïcha Benaïssa',
  cohortName: 'Bootcamp Casablanca 2026',
  organisation: 'Technopark Casablanca',
  startsOn: '2026-03-02',
  endsOn: '2026-09-30',
  managerName: 'Salma Idrissi',
  issuedAt: '2026-10-05T09:30:00.000Z',
  verifyUrl: 'https://tremplin.ma/certificats/ABCD2345EFGH',
};

async function read(bytes: Uint8Array) {
  const document = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('\n');
  const links = (await page.getAnnotations()).flatMap((a: { subtype?: string; url?: string }) =>
    a.subtype === 'Link' && a.url ? [a.url] : [],
  );
  return { pages: document.numPages, text, links };
}

describe('the certificate PDF', () => {
  it('says in French who completed which cohort, when, under whom, and where to verify it (text and link)', async () => {
    const { pages, text, links } = await read(await renderCertificate(CONTENT));
    expect(pages).toBe(1);
    for (const line of [
      'Certificat',
      'Aïcha Benaïssa',
      'Bootcamp Casablanca 2026',
      'organisée par Technopark Casablanca, du 2 mars 2026 au 30 septembre 2026',
      'Délivré le 5 octobre 2026',
      'Salma Idrissi',
      'https://tremplin.ma/certificats/ABCD2345EFGH',
      'Code : ABCD-2345-EFGH',
    ]) {
      expect(text).toContain(line);
    }
    expect(links).toEqual(['https://tremplin.ma/certificats/ABCD2345EFGH']);
  });

  it('still draws a name the standard fonts cannot write: accents dropped where that helps, "?" otherwise', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(drawable(font, 'Łukasz  Nguyễn')).toBe('Lukasz Nguyen');
    expect(drawable(font, 'Amine 王')).toBe('Amine ?');
    const { text } = await read(await renderCertificate({ ...CONTENT, holderName: 'Łukasz Nguyễn' }));
    expect(text).toContain('Lukasz Nguyen');
  });
});

describe('completing the programme', () => {
  const base = {
    requiredDeliverables: ['d1', 'd2'],
    acceptedDeliverables: new Set(['d1', 'd2']),
    attendance: {},
    attendanceThreshold: null,
  };

  it('needs every required deliverable accepted', () => {
    expect(programmeCompletion(base)).toEqual({ complete: true });
    expect(programmeCompletion({ ...base, acceptedDeliverables: new Set(['d1']) })).toEqual({
      complete: false,
      noCriteria: false,
      missingDeliverables: ['d2'],
      attendanceShort: null,
    });
  });

  it('and the attendance threshold when the cohort sets one, over the sessions taken as Présent or Absent', () => {
    const attendance = { s1: 'present', s2: 'present', s3: 'absent', s4: 'excused', s5: null } as const;
    expect(attendanceRate(attendance)).toBeCloseTo(2 / 3);
    expect(programmeCompletion({ ...base, attendance, attendanceThreshold: 66 })).toEqual({ complete: true });
    expect(programmeCompletion({ ...base, attendance, attendanceThreshold: 80 })).toMatchObject({
      complete: false,
      attendanceShort: { rate: 67, threshold: 80 },
    });
    // No attendance taken at all is 0 %, not a pass.
    expect(programmeCompletion({ ...base, attendanceThreshold: 50 })).toMatchObject({ complete: false });
  });

  it('never happens in a cohort that asks nothing', () => {
    expect(
      programmeCompletion({ ...base, requiredDeliverables: [], acceptedDeliverables: new Set() }),
    ).toMatchObject({ complete: false, noCriteria: true });
  });
});

describe('certificate codes', () => {
  it('are read back as printed: grouped, in lower case, or whole', () => {
    expect(formatCertificateCode('ABCD2345EFGH')).toBe('ABCD-2345-EFGH');
    for (const typed of ['ABCD-2345-EFGH', 'abcd2345efgh', ' ABCD 2345 EFGH ']) {
      expect(certificateCodePathSchema.parse({ code: typed })).toEqual({ code: 'ABCD2345EFGH' });
    }
    expect(CERTIFICATE_CODE_PATTERN.test('ABCD2345EFG0')).toBe(false);
    expect(certificateCodePathSchema.safeParse({ code: 'ABCD' }).success).toBe(false);
  });
});
