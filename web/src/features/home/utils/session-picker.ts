import { foldText } from '@common/search';

/**
 * The 'Aller à la session' picker's filter: sessions whose title contains the typed text,
 * ignoring case and accents ("economie" finds "Économie"). A blank query lists them all.
 */
export function filterSessionsByTitle<T extends { title: string }>(
  sessions: readonly T[],
  query: string,
): T[] {
  const needle = foldText(query).trim().replace(/\s+/g, ' ');
  if (!needle) return [...sessions];
  return sessions.filter((session) => foldText(session.title).replace(/\s+/g, ' ').includes(needle));
}

/** Next highlighted option for ArrowDown (+1) / ArrowUp (-1), wrapping around; -1 when there is none. */
export function moveActiveIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
