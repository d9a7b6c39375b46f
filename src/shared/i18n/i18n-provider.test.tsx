import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './currency';
import type * as fonts from './fonts';
import { loadLocaleFont } from './fonts';
import { I18nProvider, useAppLocale, useI18n } from './i18n-provider';

// Fonts are covered in fonts.test.ts; here it is enough to see which locale asked for one.
vi.mock('./fonts', async (importOriginal) => ({
  ...(await importOriginal<typeof fonts>()),
  loadLocaleFont: vi.fn(() => Promise.resolve()),
}));

function UnlockButton() {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button onClick={() => setTaps(taps + 1)}>{LL.home.unlock.unlockNow()}</button>
      <p>{LL.common.coins({ count: taps })}</p>
      <p>{formatMoney(4.99, 'USD', locale)}</p>
    </>
  );
}

const html = document.documentElement;

beforeEach(() => {
  html.removeAttribute('lang');
  html.removeAttribute('dir');
  html.removeAttribute('style');
});

describe('I18nProvider', () => {
  it('shows the fallback until the dictionary has loaded, then the texts', async () => {
    render(
      <I18nProvider locale="en_US" fallback={<p>starting</p>}>
        <UnlockButton />
      </I18nProvider>,
    );
    expect(screen.getByText('starting')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unlock now' })).toBeInTheDocument();
    expect(screen.queryByText('starting')).not.toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
  });

  it('marks <html> with the language, direction and font of the locale', async () => {
    render(
      <I18nProvider locale="th_TH">
        <UnlockButton />
      </I18nProvider>,
    );
    await screen.findByRole('button', { name: 'ปลดล็อกเลย' });
    expect(html).toHaveAttribute('lang', 'th');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html.style.getPropertyValue('--app-font')).toMatch(/^'Noto Sans Thai'/);
    expect(loadLocaleFont).toHaveBeenCalledWith('th_TH');
  });

  it('leaves <html> as it is while the locale is only assumed, and asks for no font', async () => {
    vi.mocked(loadLocaleFont).mockClear();
    html.lang = 'en';
    const { rerender } = render(
      <I18nProvider locale="th_TH" known={false}>
        <UnlockButton />
      </I18nProvider>,
    );
    await screen.findByRole('button', { name: 'ปลดล็อกเลย' });
    expect(html).toHaveAttribute('lang', 'en');
    expect(html.style.getPropertyValue('--app-font')).toBe('');
    expect(loadLocaleFont).not.toHaveBeenCalled();

    rerender(
      <I18nProvider locale="th_TH" known>
        <UnlockButton />
      </I18nProvider>,
    );
    await vi.waitFor(() => expect(html).toHaveAttribute('lang', 'th'));
    expect(html.style.getPropertyValue('--app-font')).toMatch(/^'Noto Sans Thai'/);
  });

  it('never puts the assumed default on <html> for a visitor whose language is another', async () => {
    html.lang = 'en';
    const { rerender } = render(
      <I18nProvider locale="th_TH" known={false} fallback={<p>starting</p>}>
        <UnlockButton />
      </I18nProvider>,
    );
    await screen.findByRole('button', { name: 'ปลดล็อกเลย' });

    rerender(
      <I18nProvider locale="en_US" known fallback={<p>starting</p>}>
        <UnlockButton />
      </I18nProvider>,
    );
    // The screen stays mounted meanwhile (a prelude video on it would otherwise end).
    expect(screen.queryByText('starting')).not.toBeInTheDocument();
    expect(html.style.getPropertyValue('--app-font')).toBe('');
    expect(await screen.findByRole('button', { name: 'Unlock now' })).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'en');
    expect(html.style.getPropertyValue('--app-font')).not.toMatch(/Thai/);
  });

  it('switches to Arabic right to left, keeping what is on screen mounted', async () => {
    const { rerender } = render(
      <I18nProvider locale="en_US">
        <UnlockButton />
      </I18nProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock now' }));
    expect(screen.getByText('1 coin')).toBeInTheDocument();

    rerender(
      <I18nProvider locale="ar_AE">
        <UnlockButton />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'افتح الآن' })).toBeInTheDocument();
    expect(screen.getByText('1 عملة')).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(loadLocaleFont).toHaveBeenCalledWith('ar_AE');
  });

  it('uses the Korean texts and formats for kr_KO', async () => {
    render(
      <I18nProvider locale="kr_KO">
        <UnlockButton />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: '지금 잠금 해제' })).toBeInTheDocument();
    expect(screen.getByText('0코인')).toBeInTheDocument();
    expect(screen.getByText('US$4.99')).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'ko');
  });
});

describe('useAppLocale', () => {
  it('explains itself when used outside the provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<UnlockButton />)).toThrow(/inside <I18nProvider>/);
    quiet.mockRestore();
  });
});
