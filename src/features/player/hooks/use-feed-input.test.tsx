import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFeedKeys, useWheelStep } from './use-feed-input';

function feedKeys({ interactive = true, muted = true } = {}) {
  const keys = { interactive, muted, onStep: vi.fn(), onToggle: vi.fn(), onUnmute: vi.fn() };
  const view = renderHook((props: typeof keys) => useFeedKeys(props), { initialProps: keys });
  return { ...keys, view };
}

describe('useFeedKeys', () => {
  it('moves one episode with the arrows and Page keys, plays or pauses with Space and k', () => {
    const { onStep, onToggle } = feedKeys();
    for (const key of ['ArrowDown', 'PageDown', 'ArrowUp', 'PageUp']) fireEvent.keyDown(document.body, { key });
    expect(onStep.mock.calls).toEqual([[1], [1], [-1], [-1]]);
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('turns the sound on with m only while it is off', () => {
    const muted = feedKeys({ muted: true });
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(muted.onUnmute).toHaveBeenCalledTimes(1);
    muted.view.unmount();

    const withSound = feedKeys({ muted: false });
    expect(fireEvent.keyDown(document.body, { key: 'm' })).toBe(true); // not taken: the page may use it
    expect(withSound.onUnmute).not.toHaveBeenCalled();
  });

  it('leaves keys to what has the focus: a field, Space on a button, arrows on a slider, anything in a dialog', () => {
    const { onStep, onToggle } = feedKeys();
    const { container } = render(
      <>
        <input aria-label="field" />
        <button type="button">button</button>
        <div role="slider" aria-valuenow={1} tabIndex={0} />
        <dialog open>
          <button type="button">inside</button>
        </dialog>
      </>,
    );
    fireEvent.keyDown(container.querySelector('input')!, { key: 'ArrowDown' });
    fireEvent.keyDown(container.querySelector('button')!, { key: ' ' });
    fireEvent.keyDown(container.querySelector('[role="slider"]')!, { key: 'ArrowUp' });
    fireEvent.keyDown(container.querySelector('dialog button')!, { key: 'k' });
    expect(onStep).not.toHaveBeenCalled();
    expect(onToggle).not.toHaveBeenCalled();
    // Arrows mean nothing to a plain button: they still move, after a sheet gives the focus back.
    fireEvent.keyDown(container.querySelector('button')!, { key: 'ArrowDown' });
    expect(onStep).toHaveBeenCalledWith(1);
  });

  it('does nothing while a dialog is open (not interactive), and again once it closes', () => {
    const keys = feedKeys({ interactive: false });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(keys.onStep).not.toHaveBeenCalled();
    keys.view.rerender({ ...keys, interactive: true });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(keys.onStep).toHaveBeenCalledWith(1);
  });
});

describe('useWheelStep', () => {
  function Feed({ interactive, onStep }: { interactive: boolean; onStep: (direction: 1 | -1) => void }) {
    const onWheel = useWheelStep(interactive, onStep);
    return (
      <div data-testid="feed" onWheel={onWheel}>
        <div data-no-swipe data-testid="card" />
      </div>
    );
  }

  it('moves one episode per turn past the threshold, then rests before the next', () => {
    const onStep = vi.fn();
    const { getByTestId } = render(<Feed interactive onStep={onStep} />);
    const feed = getByTestId('feed');
    fireEvent.wheel(feed, { deltaY: 20 });
    expect(onStep).not.toHaveBeenCalled();
    fireEvent.wheel(feed, { deltaY: 25 });
    expect(onStep).toHaveBeenCalledWith(1);
    // The rest of the same flick (within the cool-down) moves nothing more.
    fireEvent.wheel(feed, { deltaY: 200 });
    expect(onStep).toHaveBeenCalledTimes(1);
  });

  it('leaves the end card scrolling itself, and does nothing while not interactive', () => {
    const onStep = vi.fn();
    const { getByTestId, rerender } = render(<Feed interactive onStep={onStep} />);
    fireEvent.wheel(getByTestId('card'), { deltaY: -200 });
    rerender(<Feed interactive={false} onStep={onStep} />);
    fireEvent.wheel(getByTestId('feed'), { deltaY: -200 });
    expect(onStep).not.toHaveBeenCalled();
  });
});
