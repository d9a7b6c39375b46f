import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveImage } from './save-image';

const file = new File([new Uint8Array([137, 80, 78, 71])], 'payment-PO1.png', { type: 'image/png' });

/** The links the download clicks: their address and file name. */
function watchDownloads() {
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}

function stubShare({ canShare, share }: { canShare: (data: ShareData) => boolean; share: () => Promise<void> }) {
  vi.stubGlobal('navigator', { ...navigator, canShare: vi.fn(canShare), share: vi.fn(share) });
  return navigator as Navigator & { share: ReturnType<typeof vi.fn>; canShare: ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveImage', () => {
  it('hands the image to the share sheet where the browser can share files, and downloads nothing', async () => {
    const downloads = watchDownloads();
    const nav = stubShare({ canShare: (data) => Boolean(data.files?.length), share: async () => undefined });
    await expect(saveImage(file)).resolves.toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ files: [file] });
    expect(downloads).toEqual([]);
  });

  it('downloads the image where files cannot be shared', async () => {
    const downloads = watchDownloads();
    const nav = stubShare({ canShare: () => false, share: async () => undefined });
    await expect(saveImage(file)).resolves.toBe('downloaded');
    expect(nav.share).not.toHaveBeenCalled();
    expect(downloads).toEqual([{ href: 'blob:qr', download: 'payment-PO1.png' }]);
  });

  it('downloads where there is no Web Share API at all', async () => {
    const downloads = watchDownloads();
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    await expect(saveImage(file)).resolves.toBe('downloaded');
    expect(downloads).toHaveLength(1);
  });

  it('leaves it there when the visitor closes the share sheet', async () => {
    const downloads = watchDownloads();
    stubShare({ canShare: () => true, share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')) });
    await expect(saveImage(file)).resolves.toBe('cancelled');
    expect(downloads).toEqual([]);
  });

  it('falls back to the download when sharing fails otherwise', async () => {
    const downloads = watchDownloads();
    stubShare({
      canShare: () => true,
      share: () => Promise.reject(new DOMException('No activation', 'NotAllowedError')),
    });
    await expect(saveImage(file)).resolves.toBe('downloaded');
    expect(downloads).toHaveLength(1);
  });
});
