// Test helpers for this feature's tests (not imported by the app).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { AppLocale } from '@/shared/i18n/locale';

export function renderWithProviders(ui: ReactNode, { locale = 'en_US' as AppLocale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
}
