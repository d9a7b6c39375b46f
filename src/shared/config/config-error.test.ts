import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConfigError } from './config-error';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('renderConfigError', () => {
  it('replaces the splash with a message listing each problem', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.innerHTML = '<div class="splash" aria-busy="true"></div>';
    document.body.append(root);

    renderConfigError(root, ['VITE_API_BASE_URL must use http or https; got "ftp://x".', 'VITE_CLIENT_ID is bad.']);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This player is not set up correctly' })).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VITE_API_BASE_URL must use http or https; got "ftp://x".', 'VITE_CLIENT_ID is bad.']);
    expect(root.querySelector('.splash')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('VITE_CLIENT_ID is bad.'));
  });

  it('shows a value as text, never as markup', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    document.body.append(root);
    renderConfigError(root, ['VITE_CLIENT_ID got "<img src=x onerror=alert(1)>".']);
    expect(root.querySelector('img')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
