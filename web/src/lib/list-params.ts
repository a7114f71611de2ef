/** Small readers and writers of list filters in the address, shared by the lists' parse/write pairs. */

/** The parameter `name` when it is one of `allowed`, else `fallback` (a stale or hand-edited link). */
export function readChoice<V extends string, D>(
  params: URLSearchParams,
  name: string,
  allowed: readonly V[],
  fallback: D,
): V | D {
  const value = params.get(name);
  return (allowed as readonly (string | null)[]).includes(value) ? (value as V) : fallback;
}

/**
 * A copy of `params` with each entry of `values` set, or removed when empty or equal to its default
 * in `defaults` (so that a plain list keeps a plain address). Other parameters are kept.
 */
export function writeParams(
  params: URLSearchParams,
  values: Record<string, string | null>,
  defaults: Record<string, string | null> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value && value !== defaults[name]) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
