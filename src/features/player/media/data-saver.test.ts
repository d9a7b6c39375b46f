import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSavingData, preloadFor, subscribeSavingData } from './data-saver';

function stubConnection(value: unknown) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('isSavingData', () => {
  it('is false where the browser has no navigator.connection (Safari, Firefox)', () => {
    stubConnection(undefined);
    expect(isSavingData()).toBe(false);
  });

  it('is true with Data Saver on, or on 2G and slower', () => {
    stubConnection({ saveData: true, effectiveType: '4g' });
    expect(isSavingData()).toBe(true);
    stubConnection({ saveData: false, effectiveType: '2g' });
    expect(isSavingData()).toBe(true);
    stubConnection({ effectiveType: 'slow-2g' });
    expect(isSavingData()).toBe(true);
  });

  it('is false on 3G and faster without Data Saver', () => {
    stubConnection({ saveData: false, effectiveType: '3g' });
    expect(isSavingData()).toBe(false);
    stubConnection({ effectiveType: '4g' });
    expect(isSavingData()).toBe(false);
  });
});

describe('subscribeSavingData', () => {
  it("follows the connection's change events, and stops", () => {
    const connection = new EventTarget();
    stubConnection(connection);
    const onChange = vi.fn();
    const unsubscribe = subscribeSavingData(onChange);
    connection.dispatchEvent(new Event('change'));
    unsubscribe();
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('does nothing without navigator.connection', () => {
    stubConnection(undefined);
    expect(() => subscribeSavingData(vi.fn())()).not.toThrow();
  });
});

describe('preloadFor', () => {
  it('preloads the episode on screen and the next one, and only the metadata of the previous one', () => {
    expect(preloadFor('current', false)).toBe('auto');
    expect(preloadFor('next', false)).toBe('auto');
    expect(preloadFor('prev', false)).toBe('metadata');
  });

  it("saving data, the next episode's metadata only; the one on screen as usual", () => {
    expect(preloadFor('current', true)).toBe('auto');
    expect(preloadFor('next', true)).toBe('metadata');
    expect(preloadFor('prev', true)).toBe('metadata');
  });
});
