import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-or-copy';

const data = { title: 'Drama · Episode 3', url: 'https://watch.example/?info=k&episode=3' };

function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('shareOrCopy', () => {
  it("gives the title and the link to the phone's share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    expect(await shareOrCopy(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies nothing when the visitor closes the share sheet', async () => {
    const writeText = vi.fn();
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    stubNavigator('clipboard', { writeText });
    expect(await shareOrCopy(data)).toBe('shared');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when it refuses (some in-app browsers)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    expect(await shareOrCopy(data)).toBe('copied');
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')));
    expect(await shareOrCopy(data)).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the old way when the Clipboard API is missing, and says when nothing worked', async () => {
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await shareOrCopy(data)).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    execCommand.mockReturnValue(false);
    expect(await shareOrCopy(data)).toBe('failed');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
