import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { intlLocale } from '@/shared/i18n/locale';
import { legalDocumentOptions, type LegalKind } from '../legal-content';
import { LegalDocumentView } from './legal-document-view';
import './legal-screen.css';

interface LegalScreenProps {
  /** The page header (back and title), supplied by the app. */
  header: ReactNode;
  kind: LegalKind;
}

/** /policy and /agreement: the full text in the visitor's language, loaded when the page opens. */
export function LegalScreen({ header, kind }: LegalScreenProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const text = useQuery(legalDocumentOptions(kind, locale));
  // From the dictionary, which is already here: the gist shows before the full text arrives.
  const summary = kind === 'policy' ? LL.legal.policySummary() : LL.legal.agreementSummary();

  return (
    <div className="screen legal">
      {header}
      <article className="legal__article" aria-busy={text.isPending}>
        {text.data ? (
          <LegalDocumentView document={text.data} summary={summary} dateLocale={intlLocale(locale)} />
        ) : text.isError ? (
          <div className="status-screen legal__status" role="alert">
            <p className="status-screen__title">{LL.common.error.title()}</p>
            <p className="status-screen__hint">{LL.common.error.hint()}</p>
            <button type="button" className="button" onClick={() => void text.refetch()}>
              {LL.common.retry()}
            </button>
          </div>
        ) : (
          <>
            <p className="legal__summary legal__summary--plain">{summary}</p>
            <div className="legal__skeleton" aria-hidden="true">
              {[92, 100, 84, 96, 60].map((width, index) => (
                <span key={index} style={{ inlineSize: `${width}%` }} />
              ))}
            </div>
            <p className="legal__visually-hidden" role="status">
              {LL.common.loading()}
            </p>
          </>
        )}
      </article>
    </div>
  );
}
