/**
 * The certificate as a one-page PDF (A4 landscape), drawn on the server with pdf-lib: the holder's
 * name, the cohort, its organisation and dates, the manager's name, and the verification address
 * as text, as a link and as a QR code (uqr) a phone's camera opens.
 */
import { PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, fitted } from '../lib/pdf-text';
import { encode } from 'uqr';
import { formatCertificateCode } from '@common/certificates';
import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { formatDate } from '@common/format';

export interface CertificateContent {
  code: string;
  holderName: string;
  cohortName: string;
  organisation: string;
  startsOn: string;
  endsOn: string;
  managerName: string;
  issuedAt: string;
  /** The public page that confirms it (`https://…/certificats/{code}`). */
  verifyUrl: string;
}

/** Dates as printed: the calendar day as the cohort set it, whatever the server's zone. */
const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T12:00:00Z` : iso, 'UTC');

const BRAND = rgb(0.09, 0.36, 0.31);
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.34, 0.32, 0.3);

function centred(page: PDFPage, font: PDFFont, raw: string, y: number, size: number, color = INK): void {
  const text = drawable(font, raw);
  const { width } = page.getSize();
  const fit = fitted(font, text, size, width - 160);
  page.drawText(text, { x: (width - font.widthOfTextAtSize(text, fit)) / 2, y, size: fit, font, color });
}

/** A URI link over a rectangle of the page, so a PDF reader opens the verification page on a tap. */
function addLink(document: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  const link = document.context.register(
    document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of('Annots'), document.context.obj([link]));
}

export async function renderCertificate(content: CertificateContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`${CERTIFICATE_MESSAGES.pdfTitle} — ${content.holderName}`);
  document.setAuthor(content.organisation);
  document.setLanguage('fr-FR');
  document.setCreationDate(new Date(content.issuedAt));
  document.setModificationDate(new Date(content.issuedAt));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();

  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  centred(page, bold, CERTIFICATE_MESSAGES.pdfBrand, height - 92, 16, BRAND);
  centred(page, bold, CERTIFICATE_MESSAGES.pdfTitle, height - 150, 40, INK);
  centred(page, regular, CERTIFICATE_MESSAGES.pdfAttests, height - 200, 15, MUTED);
  centred(page, bold, content.holderName, height - 245, 30, INK);
  centred(page, regular, CERTIFICATE_MESSAGES.pdfCompleted, height - 285, 15, MUTED);
  centred(page, bold, content.cohortName, height - 320, 20, INK);
  centred(
    page,
    regular,
    CERTIFICATE_MESSAGES.pdfOrganisedBy(content.organisation, day(content.startsOn), day(content.endsOn)),
    height - 350,
    13,
    MUTED,
  );
  page.drawText(drawable(regular, CERTIFICATE_MESSAGES.pdfIssuedOn(day(content.issuedAt))), {
    x: 72,
    y: 120,
    size: 12,
    font: regular,
    color: INK,
  });
  page.drawText(drawable(bold, content.managerName), { x: 72, y: 100, size: 12, font: bold, color: INK });
  page.drawText(drawable(regular, CERTIFICATE_MESSAGES.pdfManagerRole), {
    x: 72,
    y: 84,
    size: 10,
    font: regular,
    color: MUTED,
  });

  // The QR code: each row's runs of dark modules as one bar (no seams between squares for a
  // camera to misread), with the quiet zone the encoder adds around them.
  const qr = encode(content.verifyUrl, { ecc: 'M' });
  const qrSize = 104;
  const module = qrSize / qr.size;
  const qrX = width - 72 - qrSize;
  const qrY = 72;
  qr.data.forEach((row, r) => {
    for (let c = 0; c < row.length; c += 1) {
      if (!row[c]) continue;
      const start = c;
      while (row[c + 1]) c += 1;
      page.drawRectangle({
        x: qrX + start * module,
        y: qrY + qrSize - (r + 1) * module,
        width: (c - start + 1) * module,
        height: module + 0.05,
        color: INK,
      });
    }
  });
  const verifyLine = drawable(regular, CERTIFICATE_MESSAGES.pdfVerify);
  const urlSize = fitted(regular, content.verifyUrl, 9, 300);
  const textRight = qrX - 16;
  const urlWidth = regular.widthOfTextAtSize(content.verifyUrl, urlSize);
  page.drawText(verifyLine, {
    x: textRight - regular.widthOfTextAtSize(verifyLine, 10),
    y: 120,
    size: 10,
    font: regular,
    color: MUTED,
  });
  page.drawText(content.verifyUrl, {
    x: textRight - urlWidth,
    y: 104,
    size: urlSize,
    font: regular,
    color: BRAND,
  });
  const codeLine = drawable(bold, CERTIFICATE_MESSAGES.pdfCode(formatCertificateCode(content.code)));
  page.drawText(codeLine, {
    x: textRight - bold.widthOfTextAtSize(codeLine, 10),
    y: 86,
    size: 10,
    font: bold,
    color: INK,
  });
  addLink(document, page, content.verifyUrl, [textRight - urlWidth, 100, width - 72, qrY + qrSize]);
  return document.save({ useObjectStreams: false });
}
