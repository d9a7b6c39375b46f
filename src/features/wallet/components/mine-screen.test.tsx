import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { MineScreen } from './mine-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function stubMine(email: string | null = null) {
  let balance = 720;
  const api = stubApi({
    'GET /h5/user/balance': () => envelope({ balance }),
    'GET /h5/user/info': () => envelope({ h5UserId: '880012345', username: 'somchai', email }),
  });
  return { api, setBalance: (next: number) => (balance = next) };
}

/** /mine inside <Activity>, as the shell keeps it: hide() and show() as navigating away and back does. */
function KeptMine({ onNavigate }: { onNavigate: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown(!shown)}>toggle</button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <MineScreen header={<h1>Me</h1>} onNavigate={onNavigate} />
      </Activity>
    </>
  );
}

describe('MineScreen', () => {
  it('shows the balance, the name and id, and the way to top up and to the records', async () => {
    stubMine();
    const onNavigate = vi.fn();
    renderWithProviders(<MineScreen header={<h1>Me</h1>} onNavigate={onNavigate} />);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('720');
    expect(await screen.findByText('somchai')).toBeInTheDocument();
    expect(screen.getByText('ID: 880012345')).toBeInTheDocument();
    expect(screen.getByText('Guest')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Payment records' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recharge records' }));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onNavigate.mock.calls.map(([to]) => to)).toEqual([
      'recharge',
      'paymentRecord',
      'rechargeRecord',
      'settings',
    ]);
  });

  it('shows the bound e-mail instead of the guest mark', async () => {
    stubMine('somchai@example.com');
    renderWithProviders(<MineScreen header={null} onNavigate={vi.fn()} />);
    expect(await screen.findByText('somchai@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Guest')).not.toBeInTheDocument();
  });

  it("answers help and feedback with 'Please stay tuned'", async () => {
    stubMine();
    renderWithProviders(<MineScreen header={null} onNavigate={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Help & feedback' }));
    expect(await screen.findByText('Please stay tuned')).toBeInTheDocument();
  });

  it('asks for the balance again every time the kept-alive screen is shown', async () => {
    const { api, setBalance } = stubMine();
    renderWithProviders(<KeptMine onNavigate={vi.fn()} />);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('720');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    setBalance(1380);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,380'));
    expect(api.calls('GET /h5/user/balance')).toHaveLength(2);
  });
});
