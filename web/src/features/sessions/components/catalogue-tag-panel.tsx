import type { UseQueryResult } from '@tanstack/react-query';
import type { TagCount } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { TagFilter } from '@/components/ui/tag-filter';

/** The 'Thématiques' panel of /sessions: the published tags, a session must carry all those selected. */
export function CatalogueTagPanel({
  tags,
  selected,
  onToggle,
  onClear,
}: {
  tags: UseQueryResult<TagCount[]>;
  selected: readonly string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
}) {
  return (
    <>
      <h2 className="mb-3 text-sm font-semibold text-stone-900">
        Thématiques <span className="font-normal text-stone-600">(toutes doivent être présentes)</span>
      </h2>
      {tags.isPending ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-24 rounded-full" />
          ))}
        </div>
      ) : tags.isError ? (
        <ErrorBanner onRetry={() => void tags.refetch()}>
          Les thématiques n&apos;ont pas pu être chargées.
        </ErrorBanner>
      ) : (
        <TagFilter
          tags={tags.data}
          selected={selected}
          visible={LIMITS.tagsShownInFilter}
          onToggle={onToggle}
          onClear={onClear}
        />
      )}
    </>
  );
}
