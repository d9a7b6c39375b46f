import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDataSaver, dataSaverChoice, isSavingData, preloadFor, subscribeSavingData } from './data-saver';

function stubConnection(value: unknown) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  localStorage.clear();
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

describe("the visitor's choice", () => {
  it('is automatic until made, and automatic follows the browser', () => {
    stubConnection({ saveData: true });
    expect(dataSaverChoice()).toBe('auto');
    expect(isSavingData()).toBe(true);
    chooseDataSaver('auto');
    expect(isSavingData()).toBe(true);
  });

  it('on saves data where the browser says nothing (an iPhone), off never does', () => {
    stubConnection(undefined);
    chooseDataSaver('on');
    expect(isSavingData()).toBe(true);
    stubConnection({ saveData: true, effectiveType: '2g' });
    chooseDataSaver('off');
    expect(isSavingData()).toBe(false);
  });

  it('is kept for the next visit, under player.dataSaver', () => {
    chooseDataSaver('on');
    expect(localStorage.getItem('player.dataSaver')).toBe('on');
    expect(dataSaverChoice()).toBe('on');
  });

  it('reads an unreadable stored value as automatic, and removes it', () => {
    stubConnection({ saveData: false, effectiveType: '4g' });
    localStorage.setItem('player.dataSaver', '"on"');
    expect(dataSaverChoice()).toBe('auto');
    expect(isSavingData()).toBe(false);
    expect(localStorage.getItem('player.dataSaver')).toBeNull();
  });

  it('tells the subscribers when it changes, and stops', () => {
    stubConnection(undefined);
    const onChange = vi.fn();
    const unsubscribe = subscribeSavingData(onChange);
    chooseDataSaver('on');
    unsubscribe();
    chooseDataSaver('off');
    expect(onChange).toHaveBeenCalledOnce();
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
