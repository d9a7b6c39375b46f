import { queryOptions } from '@tanstack/react-query';
import type { AppLocale } from '@/shared/i18n/locale';
import type { LegalDocument } from './content/types';

export type LegalKind = 'policy' | 'agreement';
type Loader = () => Promise<{ default: LegalDocument }>;

// One chunk per page and language: a visitor downloads only the text they open, in their language.
const loaders: Record<LegalKind, Record<AppLocale, Loader>> = {
  policy: {
    th_TH: () => import('./content/th/privacy-policy'),
    ar_AE: () => import('./content/ar/privacy-policy'),
    zh_TW: () => import('./content/zh-tw/privacy-policy'),
    en_US: () => import('./content/en/privacy-policy'),
    kr_KO: () => import('./content/ko/privacy-policy'),
  },
  agreement: {
    th_TH: () => import('./content/th/user-agreement'),
    ar_AE: () => import('./content/ar/user-agreement'),
    zh_TW: () => import('./content/zh-tw/user-agreement'),
    en_US: () => import('./content/en/user-agreement'),
    kr_KO: () => import('./content/ko/user-agreement'),
  },
};

/** The page's text in `locale`. A failed chunk load is retried, then shown with a retry button. */
export function legalDocumentOptions(kind: LegalKind, locale: AppLocale) {
  return queryOptions({
    queryKey: ['legal', kind, locale] as const,
    queryFn: async () => (await loaders[kind][locale]()).default,
    // The text is part of the build: it never goes stale while the page is open.
    staleTime: Infinity,
    retry: 2,
  });
}

/** "1 November 2026", in the language's calendar (Thai shows the Buddhist year). */
export function formatLegalDate(isoDate: string, tag: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
