/**
 * "Exporter le rapport (PDF)": the report on one A4 page, drawn on the server with pdf-lib — its
 * scope and period, the six figures, then the tables per cohort, per country and per gender, each cut
 * to what fits (the CSV holds every line), and how the figures are counted.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate, formatNumber } from '@common/format';
import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import {
  REPORT_MESSAGES as M,
  REPORT_SHARED_WORDS as W,
  REPORT_TABLE_COLUMNS,
} from '@common/messages/reports';
import { figureCells, percent, type ProgrammeReport, type ReportFigures } from '@common/report';
import { drawable, fitted, truncated } from '../lib/pdf-text';

const BRAND = rgb(0.09, 0.36, 0.31);
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.34, 0.32, 0.3);
const RULE = rgb(0.85, 0.83, 0.8);

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT = WIDTH - 2 * MARGIN;

/** A calendar day as printed, whatever the server's zone. */
const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T12:00:00Z` : iso, 'UTC');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lines of at most `width` points, cut between words. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function text(page: PDFPage, font: PDFFont, raw: string, x: number, y: number, size: number, color = INK) {
  page.drawText(drawable(font, raw), { x, y, size, font, color });
}

const LABEL_WIDTH = 185;
const COLUMN_WIDTH = (CONTENT - LABEL_WIDTH) / REPORT_TABLE_COLUMNS.length;
const ROW = 15;

/** One table: its title, the column heads, as many rows as `rows` allows, then how many are left out. */
function table(
  page: PDFPage,
  fonts: Fonts,
  y: number,
  title: string,
  firstColumn: string,
  rows: readonly { label: string; figures: ReportFigures }[],
  maxRows: number,
): number {
  text(page, fonts.bold, title, MARGIN, y, 11, BRAND);
  y -= 6;
  text(page, fonts.bold, firstColumn, MARGIN, y - 8, 7, MUTED);
  const heads = REPORT_TABLE_COLUMNS.map((head) => wrap(fonts.bold, head, 7, COLUMN_WIDTH - 4));
  const headLines = Math.max(...heads.map((lines) => lines.length));
  heads.forEach((lines, i) => {
    lines.forEach((line, l) => {
      const x = MARGIN + LABEL_WIDTH + (i + 1) * COLUMN_WIDTH - fonts.bold.widthOfTextAtSize(line, 7) - 2;
      page.drawText(line, { x, y: y - 8 - l * 8, size: 7, font: fonts.bold, color: MUTED });
    });
  });
  y -= 8 * headLines + 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT, y }, thickness: 0.5, color: RULE });
  const shown = rows.length > maxRows ? rows.slice(0, maxRows - 1) : rows;
  for (const row of shown) {
    y -= ROW;
    const label = truncated(fonts.regular, drawable(fonts.regular, row.label), 9, LABEL_WIDTH - 8);
    page.drawText(label, { x: MARGIN, y: y + 4, size: 9, font: fonts.regular, color: INK });
    figureCells(row.figures).forEach((cell, i) => {
      const x = MARGIN + LABEL_WIDTH + (i + 1) * COLUMN_WIDTH - fonts.regular.widthOfTextAtSize(cell, 9) - 2;
      page.drawText(cell, { x, y: y + 4, size: 9, font: fonts.regular, color: INK });
    });
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT, y }, thickness: 0.3, color: RULE });
  }
  if (shown.length < rows.length) {
    y -= ROW;
    text(page, fonts.regular, M.andMoreRows(rows.length - shown.length), MARGIN, y + 4, 8, MUTED);
  }
  return y - 18;
}

/** The six figures as cards, three to a row. */
function figures(page: PDFPage, fonts: Fonts, y: number, totals: ReportFigures): number {
  const cards: [string, string, string | null][] = [
    [W.participants, formatNumber(totals.participants), null],
    [M.startups, formatNumber(totals.startups), null],
    [M.attendanceRate, percent(totals.attendance_rate), null],
    [M.deliverablesAccepted, formatNumber(totals.deliverables_accepted), null],
    [
      M.completionRate,
      percent(totals.completion_rate),
      totals.completion_rate === null ? null : `${M.completed} : ${formatNumber(totals.completed)}`,
    ],
    [M.certificatesIssued, formatNumber(totals.certificates_issued), null],
  ];
  const gap = 10;
  const cardWidth = (CONTENT - 2 * gap) / 3;
  const cardHeight = 58;
  cards.forEach(([label, value, detail], i) => {
    const x = MARGIN + (i % 3) * (cardWidth + gap);
    const top = y - Math.floor(i / 3) * (cardHeight + gap);
    page.drawRectangle({
      x,
      y: top - cardHeight,
      width: cardWidth,
      height: cardHeight,
      borderColor: RULE,
      borderWidth: 0.8,
    });
    text(page, fonts.regular, label, x + 10, top - 16, 9, MUTED);
    text(page, fonts.bold, value, x + 10, top - 40, 20, INK);
    if (detail) text(page, fonts.regular, detail, x + 10, top - 52, 7.5, MUTED);
  });
  return y - 2 * cardHeight - gap - 26;
}

export async function renderReport(report: ProgrammeReport): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = report.cohort ? M.cohortTitle(report.cohort.name) : M.allCohortsTitle;
  document.setTitle(title);
  document.setLanguage('fr-FR');
  document.setCreationDate(new Date(report.generated_at));
  document.setModificationDate(new Date(report.generated_at));
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const page = document.addPage([WIDTH, HEIGHT]);

  let y = HEIGHT - MARGIN - 10;
  text(page, fonts.bold, CERTIFICATE_MESSAGES.pdfBrand, MARGIN, y, 10, BRAND);
  y -= 30;
  const heading = drawable(fonts.bold, title);
  page.drawText(heading, {
    x: MARGIN,
    y,
    size: fitted(fonts.bold, heading, 20, CONTENT),
    font: fonts.bold,
    color: INK,
  });
  y -= 20;
  if (report.cohort) {
    text(page, fonts.regular, report.cohort.organisation, MARGIN, y, 10, MUTED);
    y -= 14;
  }
  text(page, fonts.regular, M.period(day(report.period.from), day(report.period.to)), MARGIN, y, 10, INK);
  y -= 14;
  text(page, fonts.regular, M.generatedOn(day(report.generated_at)), MARGIN, y, 9, MUTED);
  y -= 24;

  if (report.cohorts.length === 0) {
    text(page, fonts.regular, M.noCohort, MARGIN, y, 11, INK);
    y -= 30;
  }
  y = figures(page, fonts, y, report.totals);
  if (!report.cohort && report.cohorts.length > 0) {
    y = table(
      page,
      fonts,
      y,
      M.byCohort,
      W.cohort,
      report.cohorts.map(({ cohort, figures: f }) => ({ label: cohort.name, figures: f })),
      8,
    );
  }
  y = table(page, fonts, y, M.byCountry, M.countryColumn, report.by_country, report.cohort ? 12 : 6);
  y = table(page, fonts, y, M.byGender, M.genderColumn, report.by_gender, 4);

  // How the figures are counted, in small print, as far as the page goes.
  text(page, fonts.bold, M.definitionsTitle, MARGIN, y, 8, MUTED);
  y -= 10;
  for (const definition of [...M.definitions, M.breakdownNote]) {
    for (const line of wrap(fonts.regular, definition, 7, CONTENT)) {
      if (y < MARGIN) break;
      page.drawText(line, { x: MARGIN, y, size: 7, font: fonts.regular, color: MUTED });
      y -= 9;
    }
  }
  return document.save({ useObjectStreams: false });
}
