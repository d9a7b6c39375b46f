import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlaybackSpeed } from '../hooks/use-playback-speed';
import { renderWithProviders } from '@tests/support/harness';
import { SpeedSheet } from './speed-sheet';

function SpeedPicker() {
  const [speed, setSpeed] = usePlaybackSpeed();
  return <SpeedSheet open onClose={() => undefined} speed={speed} onChange={setSpeed} />;
}

describe('SpeedSheet', () => {
  it('offers the five speeds with 1× checked and marked as the default', async () => {
    renderWithProviders(<SpeedPicker />);
    const options = await screen.findAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual(['0.75×', '1×Default', '1.25×', '1.5×', '2×']);
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent('1×');
  });

  it('remembers the choice for the next visit', async () => {
    const first = renderWithProviders(<SpeedPicker />);
    await userEvent.click(await screen.findByRole('radio', { name: '1.5×' }));
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent('1.5×');
    first.unmount();

    renderWithProviders(<SpeedPicker />);
    expect(await screen.findByRole('radio', { checked: true })).toHaveTextContent('1.5×');
  });

  it('is one Tab stop, the chosen speed, with the arrows moving between speeds', async () => {
    renderWithProviders(<SpeedPicker />);
    const chosen = await screen.findByRole('radio', { checked: true });
    expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toEqual([chosen]);
    chosen.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '1.25×' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: '2×' })).toHaveFocus();
    // Moving is not choosing: the choice closes the sheet, so it waits for Space or Enter.
    expect(chosen).toBeChecked();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent('2×');
  });
});
