export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export type ShareTarget = { title: string; text: string; url: string };

/**
 * Shares a link with the phone's share sheet (Web Share API) where there is one, else copies it to the
 * clipboard. Closing the share sheet is no failure; a share sheet that fails falls back to the copy.
 */
export async function shareLink(target: ShareTarget, browser: Pick<Navigator, 'share' | 'clipboard'> = navigator): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share(target);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await browser.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
