/** What the three gates share: reading a request, parsing its URL as AWS does, forwarding it upstream. */
import { Agent, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { ReceivedRequest } from './sigv4';

export interface Upstream {
  readonly host: string;
  readonly port: number;
}

export function upstreamOf(endpoint: string): Upstream {
  const url = new URL(endpoint);
  return { host: url.hostname, port: Number(url.port) };
}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request to the stand-in behind a gate, its answer buffered. A kept-alive connection the
 * stand-in closed while idle (Node servers close them after 5 s) resets the request sent on it
 * before anything was read: that one request is sent again on a new connection, as Node's
 * documentation advises (`request.reusedSocket`).
 */
export function forward(
  upstream: Upstream,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  retried = false,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: upstream.host, port: upstream.port, method, path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const out: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) out[name] = value;
          resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET')
        forward(upstream, method, path, headers, body, true).then(resolve, reject);
      else reject(error);
    });
    req.end(body);
  });
}

/**
 * The request's body, or null when it is longer than `limit`: the rest is still read (and
 * dropped), so the client gets the refusal rather than a connection reset.
 */
export async function readBody(req: IncomingMessage, limit = Infinity): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/** Decodes a query string as AWS does: `%XX` escapes only (a `+` stays a `+`); null if an escape is malformed. */
export function parseQuery(search: string): Record<string, string> | null {
  const query: Record<string, string> = {};
  if (!search) return query;
  try {
    for (const part of search.split('&')) {
      if (!part) continue;
      const at = part.indexOf('=');
      const name = decodeURIComponent(at < 0 ? part : part.slice(0, at));
      query[name] = at < 0 ? '' : decodeURIComponent(part.slice(at + 1));
    }
  } catch {
    return null;
  }
  return query;
}

/** Node's headers, one string each (a repeated header joined with commas, as HTTP allows). */
export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/** The parts of a request line a gate needs; null when the URL or its escapes are malformed. */
export function receivedRequest(req: IncomingMessage, body: Buffer): ReceivedRequest | null {
  const target = req.url ?? '/';
  const at = target.indexOf('?');
  const query = parseQuery(at < 0 ? '' : target.slice(at + 1));
  if (!query) return null;
  return {
    method: req.method ?? 'GET',
    path: at < 0 ? target : target.slice(0, at),
    query,
    headers: flatHeaders(req),
    body,
  };
}

/** Listens on a free loopback port. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
