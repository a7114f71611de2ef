import type { ApiResult } from '../lib/http';
import { json } from '../lib/http';
import { CSV_CONTENT_TYPE } from '../lib/csv';
import { contentDisposition } from '../uploads/files';
import { reportFileName, type ProgrammeReport, type ReportFormat } from '@common/report';
import { reportCsv } from './report-csv';
import { renderReport } from './report-pdf';

/** The report as the page reads it (JSON), or as a file to keep: the CSV, or the one-page PDF. */
export async function reportAnswer(report: ProgrammeReport, format: ReportFormat): Promise<ApiResult> {
  if (format === 'json') return json(200, report);
  const name = `${reportFileName(report)}.${format}`;
  const headers = {
    'content-disposition': contentDisposition('attachment', name),
    'cache-control': 'private, no-store',
  };
  if (format === 'csv') {
    return {
      statusCode: 200,
      headers: { ...headers, 'content-type': CSV_CONTENT_TYPE },
      body: reportCsv(report),
    };
  }
  const pdf = await renderReport(report);
  return {
    statusCode: 200,
    headers: { ...headers, 'content-type': 'application/pdf' },
    isBase64Encoded: true,
    body: Buffer.from(pdf).toString('base64'),
  };
}
