import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast } from './toast-store';
import { Toaster } from './toaster';

// The sanitiser's chunk cannot be fetched (offline, a deploy replaced it): markup must still
// never be rendered as markup, and the visitor still reads the message.
vi.mock('./sanitize', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

declare global {
  interface Window {
    __toastPwned?: boolean;
  }
}

afterEach(() => {
  act(() => clearToasts());
  delete window.__toastPwned;
});

describe('Toaster when the sanitiser cannot load', () => {
  it('shows the text of the markup as plain text, with no element and nothing run', async () => {
    render(<Toaster />);
    act(() =>
      showToast(
        'Balance <b>0</b> coins<img src=x onerror="window.__toastPwned = true"><script>window.__toastPwned = true</script>',
      ),
    );

    const toast = await screen.findByText('Balance 0 coins');
    expect(toast.children).toHaveLength(0);
    expect(screen.getByRole('status').querySelector('b, img, script')).toBeNull();
    expect(window.__toastPwned).toBeUndefined();
  });

  it('still shows plain text at once', () => {
    render(<Toaster />);
    act(() => showToast('Network Error'));
    expect(screen.getByText('Network Error')).toBeVisible();
  });
});
