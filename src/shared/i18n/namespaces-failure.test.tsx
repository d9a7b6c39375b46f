import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import enLegal from './en-US/legal';
import type * as fonts from './fonts';
import { I18nProvider, useI18n } from './i18n-provider';
import type * as asyncLoaders from './i18n-util.async';
import { forgetFailedTexts, useTexts } from './namespaces';

vi.mock('./fonts', async (importOriginal) => ({
  ...(await importOriginal<typeof fonts>()),
  loadLocaleFont: vi.fn(() => Promise.resolve()),
}));

// The legal namespace's chunk is gone (a release in between): the import fails as Chrome words it.
const legalChunk = `${window.location.origin}/assets/legal-Ab12Cd34.js`;
const gone = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${legalChunk}`));
const importNamespace = vi.hoisted(() => vi.fn());
vi.mock('./i18n-util.async', async (importOriginal) => {
  const actual = await importOriginal<typeof asyncLoaders>();
  importNamespace.mockImplementation(actual.importNamespaceAsync);
  return { ...actual, importNamespaceAsync: importNamespace };
});
const importAfresh = vi.hoisted(() => vi.fn());
vi.mock('@/shared/utils/import-afresh', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  importAfresh,
}));

function LegalTitle() {
  useTexts(['legal']);
  return <p>{useI18n().LL.legal.policySummary()}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

const app = (attempt: number) => (
  <I18nProvider locale="en_US">
    <Boundary key={attempt}>
      <Suspense fallback={<p>loading texts</p>}>
        <LegalTitle />
      </Suspense>
    </Boundary>
  </I18nProvider>
);

describe('a namespace whose chunk cannot be loaded', () => {
  it('reaches the error boundary (never a screen suspended for good), and the retry imports the file afresh', async () => {
    importNamespace.mockImplementationOnce(gone);
    const { rerender } = render(app(0));
    // The boundary gets the chunk's failure, which it can tell from any other (stale-chunk.ts reloads on it).
    expect(await screen.findByRole('alert')).toHaveTextContent(`dynamically imported module: ${legalChunk}`);
    expect(importNamespace).toHaveBeenCalledTimes(1);

    // Until the failure is forgotten, another render gets the same failure and asks the network nothing.
    rerender(app(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(importNamespace).toHaveBeenCalledTimes(1);

    // The error screen's retry: the same file under another query (a browser may keep the failed fetch).
    importAfresh.mockResolvedValueOnce({ default: enLegal });
    forgetFailedTexts();
    await act(async () => rerender(app(2)));
    expect(await screen.findByText(enLegal.policySummary)).toBeInTheDocument();
    expect(importAfresh).toHaveBeenCalledWith(legalChunk);
  });
});
