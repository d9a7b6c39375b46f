import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDataSaver } from '../media/data-saver';
import { CoverImage } from './cover-image';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; disconnect: () => void }[] = [];

class FakeObserver {
  constructor(public callback: Callback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  observers.length = 0;
  localStorage.clear();
  vi.unstubAllGlobals();
});

const src = () => document.querySelector('img')?.getAttribute('src') ?? null;

describe('CoverImage', () => {
  it('gives the browser its address at once when not saving data (its own lazy loading applies)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    chooseDataSaver('off');
    render(<CoverImage src="/cover.jpg" />);
    expect(src()).toBe('/cover.jpg');
    expect(document.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('saving data, waits until it is on screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    chooseDataSaver('on');
    render(<CoverImage src="/cover.jpg" />);
    expect(src()).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(src()).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(src()).toBe('/cover.jpg');
  });

  it('keeps a cover already given when saving is turned on', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    chooseDataSaver('off');
    render(<CoverImage src="/cover.jpg" />);
    act(() => chooseDataSaver('on'));
    expect(src()).toBe('/cover.jpg');
  });
});
