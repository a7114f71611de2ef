/**
 * Whose session each page holds, as far as the service worker can tell: the user its last API read
 * with a token named (or that asked it to keep a PDF). The PDF reader's range requests carry no token
 * (they go to presigned links), so a kept PDF is answered to a page only when that page holds its
 * owner's session. A page that never sent a token (a visitor, a page opened after a tab-only session
 * ended, any page before the app's code ran) holds none, and is never answered anything private.
 *
 * Client ids are the browser's own and new for every page load, so an entry never outlives its page's
 * session. The worker is stopped whenever it is idle, so the table is also kept in a cache of its own,
 * read back when it wakes: a reader left open for a minute still reads its kept PDF offline.
 */
export interface PageSessions {
  /** The user whose session this page (a FetchEvent's clientId) showed last, or null. */
  userOf: (clientId: string) => Promise<string | null>;
  /** This page sent a token of `user`. */
  note: (clientId: string, user: string) => Promise<void>;
  /** Sign-out: no page holds a session any more until it sends a token again. */
  forgetAll: () => Promise<void>;
}

export interface PageSessionsOptions {
  cacheName: string;
  /** Where the table is stored in that cache. */
  url: string;
  /** The ids of the pages still open (older entries are dropped when the table is written). */
  openClients: () => Promise<string[]>;
}

export function createPageSessions(options: PageSessionsOptions): PageSessions {
  let table: Map<string, string> | null = null;
  // Read and written back as a whole: one change at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  const load = async (): Promise<Map<string, string>> => {
    if (table) return table;
    const stored = await (await caches.open(options.cacheName)).match(options.url);
    const entries: unknown = stored ? await stored.json().catch(() => null) : null;
    table = new Map(
      Array.isArray(entries)
        ? entries.filter(
            (entry): entry is [string, string] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
          )
        : [],
    );
    return table;
  };

  const save = async (current: Map<string, string>): Promise<void> => {
    const open = new Set(await options.openClients());
    for (const id of current.keys()) if (!open.has(id)) current.delete(id);
    await (
      await caches.open(options.cacheName)
    ).put(
      options.url,
      new Response(JSON.stringify([...current]), { headers: { 'content-type': 'application/json' } }),
    );
  };

  return {
    userOf: async (clientId) => (clientId ? ((await serially(load)).get(clientId) ?? null) : null),
    note: (clientId, user) =>
      serially(async () => {
        const current = await load();
        if (!clientId || current.get(clientId) === user) return;
        current.set(clientId, user);
        await save(current);
      }),
    forgetAll: () =>
      serially(async () => {
        table = new Map();
        await caches.delete(options.cacheName);
      }),
  };
}
