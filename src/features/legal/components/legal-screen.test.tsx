import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import arLegal from '@/shared/i18n/ar-AE/legal';
import enLegal from '@/shared/i18n/en-US/legal';
import { renderWithProviders } from '@tests/support/harness';
import { LegalScreen } from './legal-screen';

beforeEach(() => {
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('LegalScreen', () => {
  it('shows the privacy policy with its date, summary and sections', async () => {
    renderWithProviders(<LegalScreen header={<h1>Privacy Policy</h1>} kind="policy" />);
    expect(await screen.findByRole('heading', { level: 2, name: '1. Information we collect' })).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026')).toHaveAttribute('datetime', '2026-11-01');
    expect(screen.getByRole('region', { name: 'In short' })).toHaveTextContent(enLegal.policySummary);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(13);
    expect(screen.getByText(/We do not sell your personal information/)).toBeInTheDocument();
  });

  it('jumps to a section from the table of contents', async () => {
    renderWithProviders(<LegalScreen header={null} kind="agreement" />);
    const contents = await screen.findByRole('group');
    fireEvent.click(within(contents).getByText('Contents'));
    fireEvent.click(within(contents).getByRole('button', { name: '4. Coins and purchases' }));
    const heading = screen.getByRole('heading', { level: 2, name: '4. Coins and purchases' });
    expect(heading.scrollIntoView).toHaveBeenCalled();
    expect(heading).toHaveFocus();
  });

  it('shows the user agreement in Arabic', async () => {
    renderWithProviders(<LegalScreen header={null} kind="agreement" />, { locale: 'ar_AE' });
    expect(await screen.findByRole('heading', { level: 2, name: '4. العملات والمشتريات' })).toBeInTheDocument();
    expect(screen.getByText(arLegal.agreementSummary)).toBeInTheDocument();
    expect(screen.getByText('آخر تحديث', { exact: false })).toBeInTheDocument();
  });
});
