import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isRotation,
  RESIZE_SETTLE_MS,
  reloadTarget,
  screenOrientation,
  shouldReloadOnResize,
  useReloadOnWidthChange,
  type ScreenOrientation,
  type WindowShape,
} from './resize-reload';

const shape = (width: number, height: number, screen?: ScreenOrientation): WindowShape => ({ width, height, screen });

describe('shouldReloadOnResize', () => {
  it("reloads when a desktop window's width changes (the screen keeps its orientation)", () => {
    expect(shouldReloadOnResize(shape(1280, 800, 'landscape'), shape(1000, 800, 'landscape'))).toBe(true);
    // A window dragged from tall to wide on the same screen is still a resize, not a rotation.
    expect(shouldReloadOnResize(shape(500, 800, 'landscape'), shape(900, 500, 'landscape'))).toBe(true);
  });

  it('does not reload for the same width (a height-only change such as a phone keyboard)', () => {
    expect(shouldReloadOnResize(shape(390, 844), shape(390, 500))).toBe(false);
    expect(shouldReloadOnResize(shape(390, 844), shape(390.2, 844))).toBe(false);
  });

  it("does not reload when the phone turns: the screen's orientation changed", () => {
    expect(shouldReloadOnResize(shape(390, 844, 'portrait'), shape(844, 390, 'landscape'))).toBe(false);
    expect(shouldReloadOnResize(shape(844, 390, 'landscape'), shape(390, 844, 'portrait'))).toBe(false);
  });
});

describe('isRotation', () => {
  it("follows the screen's orientation when the browser tells it", () => {
    expect(isRotation(shape(390, 750, 'portrait'), shape(844, 340, 'landscape'))).toBe(true);
    expect(isRotation(shape(390, 750, 'portrait'), shape(600, 750, 'portrait'))).toBe(false);
  });

  it("without it, a portrait window turned landscape with its sides swapped (less the browser's bars)", () => {
    expect(isRotation(shape(390, 750), shape(844, 340))).toBe(true);
    expect(isRotation(shape(844, 340), shape(390, 750))).toBe(true);
    // Wider and still portrait, or landscape at a size unrelated to the old height: a resize.
    expect(isRotation(shape(390, 844), shape(590, 844))).toBe(false);
    expect(isRotation(shape(390, 844), shape(1600, 900))).toBe(false);
  });
});

describe('screenOrientation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads screen.orientation, else window.orientation, else nothing', () => {
    vi.stubGlobal('screen', { orientation: { type: 'landscape-secondary' } });
    expect(screenOrientation()).toBe('landscape');
    vi.stubGlobal('screen', { orientation: { type: 'portrait-primary' } });
    expect(screenOrientation()).toBe('portrait');
    vi.stubGlobal('screen', {});
    vi.stubGlobal('orientation', -90);
    expect(screenOrientation()).toBe('landscape');
    vi.stubGlobal('orientation', 0);
    expect(screenOrientation()).toBe('portrait');
    vi.stubGlobal('orientation', undefined);
    expect(screenOrientation()).toBeUndefined();
  });
});

describe('reloadTarget', () => {
  it('reloads to / keeping the query, so the drama key survives', () => {
    expect(reloadTarget('?info=demo-th')).toBe('/?info=demo-th');
    expect(reloadTarget('')).toBe('/');
  });
});

describe('useReloadOnWidthChange', () => {
  const orientation = { type: 'portrait-primary' };
  const resizeTo = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  const turnTo = (width: number, height: number) => {
    orientation.type = width > height ? 'landscape-primary' : 'portrait-primary';
    resizeTo(width, height);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('screen', { orientation });
    orientation.type = 'portrait-primary';
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Mounts the hook and lets the first frame pass, after which it knows the width at start. */
  const mountLaidOut = (reload: () => void) => {
    renderHook(() => useReloadOnWidthChange(reload));
    vi.advanceTimersByTime(50);
  };

  it('reloads once the width has settled on a new value', () => {
    const reload = vi.fn();
    mountLaidOut(reload);
    resizeTo(600, 844);
    resizeTo(700, 844);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the phone turns, either way, and compares later changes with the turned shape', () => {
    const reload = vi.fn();
    mountLaidOut(reload);
    turnTo(844, 390);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    turnTo(390, 844);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    turnTo(844, 390);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    // In landscape, the keyboard (height only) still reloads nothing; a new width on the same screen does.
    resizeTo(844, 200);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).not.toHaveBeenCalled();
    resizeTo(1000, 390);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when only the height changes', () => {
    const reload = vi.fn();
    mountLaidOut(reload);
    resizeTo(390, 500);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the width comes back before it settles', () => {
    const reload = vi.fn();
    mountLaidOut(reload);
    resizeTo(600, 844);
    resizeTo(390, 844);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads the width at start after the first frame, not while mounting', () => {
    const reload = vi.fn();
    const read = vi.spyOn(window, 'innerWidth', 'get');
    renderHook(() => useReloadOnWidthChange(reload));
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(read).toHaveBeenCalled();
    read.mockRestore();
  });

  it('compares with the width of the first frame when a resize comes before it', () => {
    const reload = vi.fn();
    renderHook(() => useReloadOnWidthChange(reload));
    resizeTo(600, 844);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).not.toHaveBeenCalled();
    resizeTo(390, 844);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
