import { linkify } from '@/features/settings/utils/linkify';

/**
 * The bio as others read it: http(s) addresses become links, everything else stays text.
 * Built from React elements only, so markup typed in the bio is shown, never run.
 */
export function BioText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-line ${className}`}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            // The segments of one text never move, so their position is a stable key.
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
