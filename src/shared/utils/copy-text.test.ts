import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

/** document.execCommand as jsdom lacks it: records what was selected when 'copy' ran. */
function stubCopyCommand(result: boolean | Error) {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn((command: string) => {
      if (result instanceof Error) throw result;
      const field = document.activeElement;
      if (command === 'copy' && field instanceof HTMLTextAreaElement) {
        copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
        seen.push({ position: field.style.position, size: field.style.width, opacity: field.style.opacity });
      }
      return result;
    }),
  });
  return copied;
}

/** How the field looked while it was copied from: the stylesheets of the screens are not loaded here. */
const seen: { position: string; size: string; opacity: string }[] = [];

afterEach(() => {
  seen.length = 0;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API where the page has it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const copied = stubCopyCommand(true);
    await expect(copyText('PO20261122000123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('PO20261122000123');
    expect(copied).toEqual([]);
  });

  it('copies a selected field with the copy command when the Clipboard API refuses or is missing', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const copied = stubCopyCommand(true);
    await expect(copyText('PO20261122000123')).resolves.toBe(true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await expect(copyText('PO-2')).resolves.toBe(true);
    expect(copied).toEqual(['PO20261122000123', 'PO-2']);
    // Out of sight on any screen, whether or not a stylesheet of its own is loaded.
    expect(seen).toEqual([
      { position: 'fixed', size: '1px', opacity: '0' },
      { position: 'fixed', size: '1px', opacity: '0' },
    ]);
    // The field it copied from is gone, and the focus is back where it was.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could be copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    stubCopyCommand(false);
    await expect(copyText('PO-1')).resolves.toBe(false);
    stubCopyCommand(new Error('Not supported'));
    await expect(copyText('PO-1')).resolves.toBe(false);
  });
});
