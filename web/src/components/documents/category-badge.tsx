import type { DocumentCategory } from '@common/documents';
import { DOCUMENT_CATEGORY_LABELS } from '@common/documents';
import { BookIcon, ClipboardIcon, FileIcon, PresentationIcon } from '@/components/ui/icons';

const STYLES: Record<DocumentCategory | 'none', string> = {
  presentation: 'bg-sky-100 text-sky-900',
  guide: 'bg-emerald-100 text-emerald-900',
  exercise: 'bg-violet-100 text-violet-900',
  other: 'bg-stone-100 text-stone-800',
  none: 'bg-stone-100 text-stone-800',
};

const ICONS = {
  presentation: PresentationIcon,
  guide: BookIcon,
  exercise: ClipboardIcon,
  other: FileIcon,
  none: FileIcon,
} as const;

/** The category's icon in a tinted square. */
export function CategoryIcon({
  category,
  className = 'size-10',
}: {
  category: DocumentCategory | null;
  className?: string;
}) {
  const key = category ?? 'none';
  const Icon = ICONS[key];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg ${STYLES[key]} ${className}`}
    >
      <Icon className="size-1/2" />
    </span>
  );
}

/** The category's label as a badge ('Sans catégorie' when empty). */
export function CategoryBadge({ category }: { category: DocumentCategory | null }) {
  const key = category ?? 'none';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[key]}`}>
      {category ? DOCUMENT_CATEGORY_LABELS[category] : 'Sans catégorie'}
    </span>
  );
}
