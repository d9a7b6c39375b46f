import { intlLocale, type AppLocale } from './locale';

/**
 * An amount in major units (4.99, not 499) with the currency's usual decimals for the locale.
 * An unknown currency code still shows the amount, followed by the code, instead of throwing.
 */
export function formatMoney(amount: number, currency: string, locale: AppLocale): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(amount);
  } catch {
    return `${formatNumber(amount, locale)} ${currency}`;
  }
}

export function formatNumber(value: number, locale: AppLocale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

// The API sends times as "YYYY-MM-DD hh:mm:ss", which older Safari cannot parse; the ISO "T" form
// is read as local time everywhere.
const apiDateTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * Date and time in the locale's own order and calendar (Thai uses the Buddhist era).
 * A value that is not a date comes back unchanged, so a record never shows "Invalid Date".
 */
export function formatDateTime(value: Date | string | number, locale: AppLocale): string {
  const date = typeof value === 'string' ? new Date(value.replace(apiDateTime, '$1T$2')) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
