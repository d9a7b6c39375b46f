import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_SETTLE_MS, reloadTarget, shouldReloadOnResize, useReloadOnWidthChange } from './resize-reload';

describe('shouldReloadOnResize', () => {
  it('reloads when the width changes (rotation, desktop resize)', () => {
    expect(shouldReloadOnResize(390, 844)).toBe(true);
    expect(shouldReloadOnResize(1280, 1000)).toBe(true);
  });

  it('does not reload for the same width (a height-only change such as a phone keyboard)', () => {
    expect(shouldReloadOnResize(390, 390)).toBe(false);
    expect(shouldReloadOnResize(390, 390.2)).toBe(false);
  });

  it('reloads to / keeping the query, so the drama key survives', () => {
    expect(reloadTarget('?info=demo-th')).toBe('/?info=demo-th');
    expect(reloadTarget('')).toBe('/');
  });
});

describe('useReloadOnWidthChange', () => {
  const resizeTo = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  });
  afterEach(() => vi.useRealTimers());

  /** Mounts the hook and lets the first frame pass, after which it knows the width at start. */
  const mountLaidOut = (reload: () => void) => {
    renderHook(() => useReloadOnWidthChange(reload));
    vi.advanceTimersByTime(50);
  };

  it('reloads once the width has settled on a new value', () => {
    const reload = vi.fn();
    mountLaidOut(reload);
    resizeTo(600, 844);
    resizeTo(844, 390);
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
    resizeTo(844, 390);
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
    resizeTo(844, 390);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).not.toHaveBeenCalled();
    resizeTo(390, 844);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
