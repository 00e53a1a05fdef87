/**
 * Sharing a page's link: the Web Share API where the browser has it (phones, tablets), otherwise the
 * link is copied to the clipboard. The caller tells the visitor what happened (shared, copied, failed);
 * a share sheet the visitor dismissed is no failure and says nothing.
 */

export interface SharedLink {
  title: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** The parts of `navigator` used here, so tests can pass their own. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function shareOrCopy(
  link: SharedLink,
  device: ShareCapabilities = navigator,
): Promise<ShareOutcome> {
  const data: ShareData = { title: link.title, url: link.url };
  if (typeof device.share === 'function' && (device.canShare?.(data) ?? true)) {
    try {
      await device.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Refused (no user activation, blocked by policy, …): copying still helps.
    }
  }
  try {
    if (!device.clipboard) return 'failed';
    await device.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
