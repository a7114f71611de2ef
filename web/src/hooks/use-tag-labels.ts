import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { tagKey } from '@common/search';
import { sessionTagsQuery } from '@/api/published-sessions';

/**
 * A session's tag as the catalogue shows it: 'financement' and 'Financement' are one tag, spelt as
 * most published sessions spell it (the API's tag list). Reads that list from the cache only (the
 * tag panels load it): where it is not loaded, a tag keeps the session's own spelling.
 */
export function useTagLabels(): (tag: string) => string {
  const { data } = useQuery({ ...sessionTagsQuery(), enabled: false });
  return useMemo(() => {
    const byKey = new Map((data ?? []).map(({ tag }) => [tagKey(tag), tag]));
    return (tag: string) => byKey.get(tagKey(tag)) ?? tag;
  }, [data]);
}
