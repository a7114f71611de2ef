export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * SPEC §2: the device share sheet when there is one, otherwise the link goes to the clipboard.
 * Share and copy failures are only logged (SPEC §8).
 */
export async function shareLink(data: { url: string; title: string; text?: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.error('[share] share sheet failed, copying instead', error);
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch (error) {
    console.error('[share] could not copy the link', error);
    return 'failed';
  }
}
