import { foldText } from '@common/search';

/** Items whose title contains every word typed, ignoring case and accents (the session selector). */
export function filterTitles<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const title = foldText(item.title);
    return words.every((word) => title.includes(word));
  });
}
