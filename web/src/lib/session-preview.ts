import { SESSION_PREVIEW_ELEMENT_ID, type SessionPreview } from '@common/app-documents';

/**
 * The session the page's HTML was answered for (lambdas/pages/session-page.ts): its first screen
 * shows the title and cover from the HTML, and the app's first render must show the same to adopt
 * that markup (hydration). The build prerenders with a placeholder given here instead.
 */
let given: SessionPreview | null | undefined;

function fromDocument(): SessionPreview | null {
  if (typeof document === 'undefined') return null;
  try {
    const value = JSON.parse(
      document.getElementById(SESSION_PREVIEW_ELEMENT_ID)?.textContent || 'null',
    ) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, title, description, image_url, image_srcset } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof title !== 'string' || typeof description !== 'string') return null;
    if (image_url !== null && typeof image_url !== 'string') return null;
    if (typeof image_srcset !== 'string') return null;
    return { id, title, description, image_url, image_srcset };
  } catch {
    return null;
  }
}

/** The preview of this session, if the page's HTML came with it. */
export function sessionPreview(sessionId: string): SessionPreview | null {
  given ??= fromDocument();
  return given?.id === sessionId ? given : null;
}

/** Build time (app/prerender.tsx): the placeholder preview a first-screen variant is rendered with. */
export function provideSessionPreview(preview: SessionPreview | null): void {
  given = preview;
}
