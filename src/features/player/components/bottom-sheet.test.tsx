import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/support/harness';
import { BottomSheet } from './bottom-sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Sheet title">
        <button type="button">Inside</button>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('opens as a dialog named by its title', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Sheet title' })).toBeVisible();
  });

  it('takes the focus itself, so that Tab goes on to its first control', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const sheet = screen.getByRole('dialog', { name: 'Sheet title' });
    expect(sheet).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    renderWithProviders(<Harness />);
    const opener = await screen.findByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const inside = screen.getByRole('button', { name: 'Inside' });
    inside.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(inside).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes with its close button', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
