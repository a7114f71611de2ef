import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FunctionLogs, metricValues, renderLine } from '../../../infra/local/lambda/function-logs';

const logLine = JSON.stringify({
  level: 'ERROR',
  message: 'Unhandled error',
  timestamp: '2026-11-23T10:00:00.000Z',
  service: 'tremplin',
  cold_start: true,
  function_name: 'download-document',
  function_request_id: 'c6af9ac6-7b61-11e6-9a41-93e812345678',
  correlation_id: 'b0d1e2f3-0000-4000-8000-000000000000',
  documentId: 'doc-1',
  error: { name: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (download-document.ts:3:9)' },
});
const emfLine = JSON.stringify({
  _aws: {
    Timestamp: 0,
    CloudWatchMetrics: [
      {
        Namespace: 'Tremplin',
        Dimensions: [['service']],
        Metrics: [
          { Name: 'SessionViews', Unit: 'Count' },
          { Name: 'DocumentDownloads', Unit: 'Count' },
        ],
      },
    ],
  },
  service: 'tremplin',
  SessionViews: [1, 1],
  DocumentDownloads: 1,
});

describe("the local functions' output", () => {
  it('reads EMF metric values, lists summed', () => {
    expect(metricValues(emfLine)).toEqual([
      { namespace: 'Tremplin', name: 'SessionViews', value: 2 },
      { namespace: 'Tremplin', name: 'DocumentDownloads', value: 1 },
    ]);
    expect(metricValues(logLine)).toEqual([]);
    expect(metricValues('not json')).toEqual([]);
  });

  it('prints a log line readably: level, message, what is particular to it, then the stack', () => {
    expect(renderLine('download-document', logLine)).toBe(
      '[download-document] ERROR Unhandled error {"documentId":"doc-1","error":{"name":"Error","message":"boom"}}\n' +
        'Error: boom\n    at handler (download-document.ts:3:9)',
    );
    expect(renderLine('get-published-session', emfLine)).toBe(
      '[get-published-session] metrics Tremplin SessionViews=2, Tremplin DocumentDownloads=1',
    );
    expect(renderLine('worker', 'Error: crashed')).toBe('[worker] Error: crashed');
  });

  it('prints only warnings, errors and non-JSON output when quiet', () => {
    const info = JSON.stringify({ level: 'INFO', message: 'fine' });
    const warn = JSON.stringify({ level: 'WARN', message: 'Too many requests', ip: '198.51.100.7' });
    expect(renderLine('f', info, true)).toBeNull();
    expect(renderLine('f', emfLine, true)).toBeNull();
    expect(renderLine('f', warn, true)).toBe('[f] WARN  Too many requests {"ip":"198.51.100.7"}');
    expect(renderLine('f', 'plain text', true)).toBe('[f] plain text');
  });

  const dir = mkdtempSync(join(tmpdir(), 'tremplin-function-logs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every line of each function as written, and prints the rendering', async () => {
    const printed: string[] = [];
    const logs = new FunctionLogs({ dir, print: (_stream, text) => printed.push(text) });
    logs.write('get-published-session', 'stdout', emfLine);
    logs.write('download-document', 'stderr', logLine);
    await logs.close();
    expect(readFileSync(logs.path('get-published-session'), 'utf8')).toBe(`${emfLine}\n`);
    expect(readFileSync(logs.path('download-document'), 'utf8')).toBe(`${logLine}\n`);
    expect(printed).toHaveLength(2);
  });
});
