/**
 * Which routes of the table an address shows (pure). Same rules as React Router's, for the parts
 * the app uses: static segments beat `:params`, which beat `*`; an index route is its parent's
 * own page; paths match case-insensitively and ignore trailing slashes.
 */

/** The shape of a route the matcher needs. */
export interface RouteShape {
  path?: string;
  index?: boolean;
  children?: readonly RouteShape[];
}

export interface RouteMatch<R extends RouteShape> {
  route: R;
  /** Every `:param` (decoded) of this route and the routes above it; `*` holds the rest of a splat. */
  params: Readonly<Record<string, string>>;
}

interface Branch<R extends RouteShape> {
  /** From the table's root down to the matched route. */
  routes: R[];
  segments: string[];
  score: number;
}

function segmentsOf(path: string | undefined): string[] {
  return (path ?? '').split('/').filter((segment) => segment.length > 0);
}

/** React Router's ranking: 10 per static segment, 3 per param, +2 for an index, −2 for a splat. */
function scoreOf(segments: readonly string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

function flatten<R extends RouteShape>(
  routes: readonly R[],
  parents: R[],
  parentSegments: string[],
  into: Branch<R>[],
): Branch<R>[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...segmentsOf(route.path)];
    const children = (route.children ?? []) as readonly R[];
    if (children.length > 0) flatten(children, chain, segments, into);
    // A layout without a path of its own (pathless) is only ever matched through its children.
    if (children.length === 0 || route.path !== undefined || route.index)
      into.push({ routes: chain, segments, score: scoreOf(segments, route.index === true) });
  }
  return into;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function paramsFor(
  branch: Branch<RouteShape>,
  pathSegments: readonly string[],
): Record<string, string> | null {
  const splat = branch.segments.at(-1) === '*';
  const fixed = splat ? branch.segments.slice(0, -1) : branch.segments;
  if (splat ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of fixed.entries()) {
    const actual = pathSegments[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(actual);
    else if (segment.toLowerCase() !== actual.toLowerCase()) return null;
  }
  if (splat) params['*'] = pathSegments.slice(fixed.length).map(safeDecode).join('/');
  return params;
}

/** The routes (outermost first) showing `pathname`, or null when none does. */
export function matchRoutes<R extends RouteShape>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | null {
  const branches = flatten(routes, [], [], []);
  // Stable: equal scores keep the table's order.
  branches.sort((a, b) => b.score - a.score);
  const pathSegments = segmentsOf(pathname);
  for (const branch of branches) {
    const params = paramsFor(branch, pathSegments);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

/** Whether a link to `to` is the current page (NavLink): the same path, or one below it unless `end`. */
export function isActivePath(currentPathname: string, to: string, end: boolean): boolean {
  const current = currentPathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '') || '/';
  if (current === target) return true;
  // The root is never the parent of every page.
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** An address (`/a?b#c`, or `?b` for the current path) as its parts. */
export function parsePath(to: string, currentPathname: string): Path {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return {
    pathname: pathname || currentPathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return `${pathname}${search}${hash}`;
}
