import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../../../../src/customer/shared/shareLink';

const TARGET = { title: 'Moca', text: 'Café con chocolate', url: 'https://ritmo.example/va01/p/moca-P1009' };

function browserWith(share?: (data: ShareData) => Promise<void>) {
  const writeText = vi.fn(() => Promise.resolve());
  return { browser: { share, clipboard: { writeText } } as unknown as Pick<Navigator, 'share' | 'clipboard'>, writeText };
}

describe('shareLink', () => {
  it('opens the share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const { browser, writeText } = browserWith(share);
    expect(await shareLink(TARGET, browser)).toBe('shared');
    expect(share).toHaveBeenCalledWith(TARGET);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address without a share sheet', async () => {
    const { browser, writeText } = browserWith();
    expect(await shareLink(TARGET, browser)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(TARGET.url);
  });

  it('leaves it at that when the customer closes the share sheet', async () => {
    const { browser, writeText } = browserWith(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareLink(TARGET, browser)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address when the share sheet fails, and says when the copy fails too', async () => {
    const { browser, writeText } = browserWith(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await shareLink(TARGET, browser)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(TARGET.url);
    writeText.mockRejectedValueOnce(new Error('denied'));
    expect(await shareLink(TARGET, browser)).toBe('failed');
  });
});
