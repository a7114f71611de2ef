import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FaqEntry } from '@/features/help/utils/faq';

function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50"
        >
          {entry.question}
          <ChevronDownIcon
            className={`size-5 shrink-0 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="space-y-2 px-4 pb-4 text-sm leading-relaxed text-stone-700">
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}

/** The FAQ as disclosure buttons (each question toggles its answer). */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className="space-y-3" aria-label="Questions fréquentes">
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
