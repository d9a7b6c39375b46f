import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import enLegal from './en-US/legal';
import type * as fonts from './fonts';
import { I18nProvider, useI18n } from './i18n-provider';
import { loadedLocales } from './i18n-util';
import type { AppLocale } from './locale';
import koLegal from './ko-KR/legal';
import { requestTexts, useTexts } from './namespaces';

vi.mock('./fonts', async (importOriginal) => ({
  ...(await importOriginal<typeof fonts>()),
  loadLocaleFont: vi.fn(() => Promise.resolve()),
}));

/** A screen whose texts are in the `legal` namespace; every text it ever rendered is kept. */
function LegalTitle({ seen }: { seen: string[] }) {
  useTexts(['legal']);
  const { LL } = useI18n();
  const text = LL.legal.policySummary();
  useEffect(() => void seen.push(text), [seen, text]);
  return <p>{text}</p>;
}

function Fallback({ seen }: { seen: string[] }) {
  useEffect(() => void seen.push('fallback'), [seen]);
  return <p>loading texts</p>;
}

function App({ locale, seen }: { locale: AppLocale; seen: string[] }) {
  return (
    <I18nProvider locale={locale}>
      <Suspense fallback={<Fallback seen={seen} />}>
        <LegalTitle seen={seen} />
      </Suspense>
    </I18nProvider>
  );
}

describe('namespaces', () => {
  it('a screen waits for its namespace, and a later language brings it along before it shows', async () => {
    // Asked for before any language shows (a screen's preload at start): only remembered.
    await requestTexts(['legal']);
    expect(loadedLocales['ko-KR']?.legal).toBeUndefined();

    const seen: string[] = [];
    const { rerender } = render(<App locale="en_US" seen={seen} />);
    expect(await screen.findByText(enLegal.policySummary)).toBeInTheDocument();
    const before = seen.length;

    rerender(<App locale="kr_KO" seen={seen} />);
    expect(await screen.findByText(koLegal.policySummary)).toBeInTheDocument();
    // The screen stayed on screen throughout: never the fallback, never an empty text.
    await act(() => Promise.resolve());
    expect(seen.slice(before)).toEqual([koLegal.policySummary]);
  });
});
