/**
 * Section 3: the DynamoDB work of one request of each endpoint at each catalogue size, metered
 * (calls, items read, read/write units). Requests run one at a time, so the meter sees one request.
 */
import { performance } from 'node:perf_hooks';
import { metered, type DynamoWork } from './meter';

export interface ScaleRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  /** How many results the answer holds (what "equal result counts" compares); `text` when not JSON. */
  results: (body: unknown, text: string) => number;
}

export interface ScalePoint {
  level: number;
  name: string;
  status: number;
  results: number;
  work: DynamoWork;
  /** Local wall time of the metered request (ms), for the cost model's Lambda duration. */
  ms: number;
  responseBytes: number;
}

const listLength = (field: string) => (body: unknown) => {
  const value = (body as Record<string, unknown> | null)?.[field];
  return Array.isArray(value) ? value.length : 0;
};

export interface ScaleFixtures {
  sessionId: string;
  documentId: string;
  searchWord: string;
  tokens: { user: string; editor: string; admin: string };
}

export function scaleRequests(f: ScaleFixtures): ScaleRequest[] {
  return [
    { name: 'catalogue first page', method: 'GET', path: '/api/sessions', results: listLength('items') },
    {
      name: 'catalogue search',
      method: 'GET',
      path: `/api/sessions?search=${encodeURIComponent(f.searchWord)}`,
      results: listLength('items'),
    },
    { name: 'session detail', method: 'GET', path: `/api/sessions/${f.sessionId}`, results: () => 1 },
    { name: 'documentation first page', method: 'GET', path: '/api/documents', results: listLength('items') },
    {
      name: 'download URL',
      method: 'POST',
      path: `/api/documents/${f.documentId}/download`,
      token: f.tokens.user,
      results: () => 1,
    },
    {
      name: 'shared catalogue',
      method: 'GET',
      path: '/api/shared-sessions',
      token: f.tokens.user,
      results: (body) =>
        ((body as { items?: { documents?: unknown[] }[] }).items ?? []).reduce(
          (n, s) => n + 1 + (s.documents?.length ?? 0),
          0,
        ),
    },
    {
      // Issue 28: 14 programme sessions, 40 documents opened, 5 sessions done, at every size.
      name: 'parcours',
      method: 'GET',
      path: '/api/me/parcours',
      token: f.tokens.user,
      results: (body) => {
        const parcours = body as { sessions?: { opened_count?: number }[] } | null;
        const sessions = parcours?.sessions ?? [];
        return sessions.length + sessions.reduce((n, s) => n + (s.opened_count ?? 0), 0);
      },
    },
    {
      name: 'dashboard stats',
      method: 'GET',
      path: '/api/dashboard/stats',
      token: f.tokens.editor,
      results: () => 1,
    },
    {
      name: 'admin users page',
      method: 'GET',
      path: '/api/admin/users?page=1',
      token: f.tokens.admin,
      results: listLength('users'),
    },
  ];
}

/** One metered request (after one unmetered warm-up, so module loading and JWKS are not counted). */
export async function meterRequest(
  origin: string,
  request: ScaleRequest,
  level: number,
): Promise<ScalePoint> {
  const init: RequestInit = {
    method: request.method,
    headers: {
      'accept-encoding': 'br, gzip',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
  };
  await (await fetch(`${origin}${request.path}`, init)).arrayBuffer();
  const started = performance.now();
  const { value, work } = await metered(async () => {
    const response = await fetch(`${origin}${request.path}`, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes };
  });
  const ms = performance.now() - started;
  const text = value.bytes.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return {
    level,
    name: request.name,
    status: value.response.status,
    results: request.results(body, text),
    work,
    ms,
    responseBytes: wireBytes(value.response, value.bytes.length),
  };
}

/** An answer's size on the wire, headers included (fetch decodes bodies: content-length, if given, is the sent size). */
export function wireBytes(response: Response, bodyBytes: number): number {
  const headerBytes = [...response.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  return Number(response.headers.get('content-length') ?? bodyBytes) + headerBytes;
}

export interface Growth {
  name: string;
  from: ScalePoint;
  to: ScalePoint;
  equalResults: boolean;
  /** Largest of the to/from ratios of calls, items read and read units. */
  ratio: number;
}

export function growth(points: readonly ScalePoint[]): Growth[] {
  const names = [...new Set(points.map((p) => p.name))];
  return names.flatMap((name) => {
    const series = points.filter((p) => p.name === name).sort((a, b) => a.level - b.level);
    const from = series[0];
    const to = series.at(-1);
    if (!from || !to || from === to) return [];
    const r = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : Number.POSITIVE_INFINITY) : a / b);
    // Every endpoint reads the table: a request the meter saw make no call was not metered at all
    // (as when the meter hooked a client the functions no longer share), and proves nothing.
    const unmetered = from.work.calls === 0 || to.work.calls === 0;
    const ratio = unmetered
      ? Number.NaN
      : Math.max(
          r(to.work.calls, from.work.calls),
          r(to.work.itemsRead, from.work.itemsRead),
          r(to.work.readUnits, from.work.readUnits),
        );
    return [{ name, from, to, equalResults: from.results === to.results, ratio }];
  });
}

/**
 * Scan calls each endpoint made, over every level: 0 on a request path (docs/data-design.md). The
 * parcours (issue 28) and every list are Queries; a Scan would read the whole table.
 */
export function scans(points: readonly ScalePoint[]): { name: string; scans: number }[] {
  const names = [...new Set(points.map((p) => p.name))];
  return names.map((name) => ({
    name,
    // No call seen at all: the meter was not on these requests, so "no Scan" would prove nothing.
    scans: points.filter((p) => p.name === name).some((p) => p.work.calls === 0)
      ? Number.NaN
      : points.filter((p) => p.name === name).reduce((n, p) => n + (p.work.byCommand.Scan ?? 0), 0),
  }));
}
