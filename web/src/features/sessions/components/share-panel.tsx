import { useEffect, useRef, useState } from 'react';
import type { Session } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { CheckIcon, LinkIcon } from '@/components/ui/icons';
import { shareContent, shareLinks, type ShareNetwork } from '@/features/sessions/utils/share-links';

/** How long 'Lien copié…' stays on screen. */
const TOAST_MS = 3000;

function NetworkIcon({ network }: { network: ShareNetwork }) {
  const paths: Record<ShareNetwork, string> = {
    // Simple Icons' WhatsApp mark (CC0).
    whatsapp:
      'M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.16-.17.2-.35.22-.64.08-.3-.15-1.26-.47-2.39-1.48-.88-.79-1.48-1.76-1.65-2.06-.17-.3-.02-.46.13-.6.13-.14.3-.35.45-.52.15-.18.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.61-.92-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48s1.07 2.88 1.21 3.07c.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.7.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2-1.41.25-.7.25-1.29.18-1.41-.08-.13-.27-.2-.57-.35m-5.42 7.4a9.87 9.87 0 0 1-5.03-1.38l-.36-.21-3.74.98 1-3.65-.24-.37a9.86 9.86 0 0 1-1.51-5.26c0-5.45 4.44-9.88 9.89-9.88a9.83 9.83 0 0 1 9.88 9.89c0 5.45-4.44 9.88-9.89 9.88m8.41-18.3A11.82 11.82 0 0 0 12.05 0C5.5 0 .16 5.34.16 11.89c0 2.1.55 4.14 1.59 5.95L.06 24l6.3-1.65a11.88 11.88 0 0 0 5.69 1.45c6.55 0 11.89-5.34 11.89-11.89 0-3.18-1.24-6.17-3.48-8.41',
    facebook:
      'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.6v3h2.7V21z',
    linkedin:
      'M6.9 8.6H3.8V20h3.1zM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6M20.2 13.5c0-3.1-.7-5.2-4.2-5.2-1.7 0-2.8.9-3.3 1.8V8.6H9.8V20h3v-5.6c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.1z',
    x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  };
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network]} />
    </svg>
  );
}

/**
 * 'Partager' (SPEC §2 /session/{id}): 'Partager sur WhatsApp' first, then Facebook, LinkedIn and X
 * links, and a button that opens the device's share sheet, or else copies the address with 'Lien
 * copié dans le presse-papiers!'. Share and copy failures are only logged (SPEC §8).
 */
export function SharePanel({ session }: { session: Session }) {
  const content = shareContent(session, window.location.href);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const current = timer;
    return () => window.clearTimeout(current.current);
  }, []);

  const shareOrCopy = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: content.title, text: content.text, url: content.url });
        return;
      }
      await navigator.clipboard.writeText(content.url);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), TOAST_MS);
    } catch (error) {
      // Includes the visitor closing the share sheet (AbortError): nothing to tell them.
      console.error('[session] share or copy failed', error);
    }
  };

  return (
    <section
      aria-labelledby="share-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="share-title" className="text-base font-bold text-stone-900">
        Partager cette session
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(content).map((link) =>
          link.network === 'whatsapp' ? (
            // Named in full: most people of the programme pass links on WhatsApp.
            <li key={link.network} className="basis-full">
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Partager sur ${link.label} (nouvel onglet)`}
                className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-emerald-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800"
              >
                <NetworkIcon network={link.network} />
                Partager sur {link.label}
              </a>
            </li>
          ) : (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Partager sur ${link.label} (nouvel onglet)`}
                title={`Partager sur ${link.label}`}
                className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
              >
                <NetworkIcon network={link.network} />
              </a>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => void shareOrCopy()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
          >
            <LinkIcon className="size-4" />
            Copier le lien
          </button>
        </li>
      </ul>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4"
      >
        {copied ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2.5 text-sm font-medium text-white shadow-lg">
            <CheckIcon className="size-4 text-emerald-300" />
            {MESSAGES.linkCopied}
          </p>
        ) : null}
      </div>
    </section>
  );
}
