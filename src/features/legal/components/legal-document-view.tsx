import { useId } from 'react';
import type { LegalBlock, LegalDocument } from '../content/types';
import { formatLegalDate } from '../legal-content';

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** The gist, from the dictionary, shown at the top. */
  summary: string;
  /** BCP 47 tag the date is formatted in. */
  dateLocale: string;
}

/** A legal text: date, summary, a folded table of contents, then the numbered sections. */
export function LegalDocumentView({ document, summary, dateLocale }: LegalDocumentViewProps) {
  const ids = useId();
  const sectionId = (index: number) => `${ids}-section-${index}`;
  // Buttons, not #fragment links: a hash change would be a navigation for the router and the shell.
  const jumpTo = (index: number) => {
    const heading = window.document.getElementById(sectionId(index));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      <p className="legal__updated">
        {document.labels.lastUpdated}{' '}
        <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated, dateLocale)}</time>
      </p>

      <section className="legal__summary" aria-labelledby={`${ids}-summary`}>
        <h2 id={`${ids}-summary`} className="legal__summary-title">
          {document.labels.summary}
        </h2>
        <p>{summary}</p>
      </section>

      <details className="legal__contents">
        <summary>{document.labels.contents}</summary>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <button type="button" onClick={() => jumpTo(index)}>
                {section.heading}
              </button>
            </li>
          ))}
        </ol>
      </details>

      <div className="legal__body">
        <Blocks blocks={document.intro} />
        {document.sections.map((section, index) => (
          <section key={section.heading} className="legal__section">
            <h2 id={sectionId(index)} className="legal__heading" tabIndex={-1}>
              {section.heading}
            </h2>
            <Blocks blocks={section.blocks} />
          </section>
        ))}
      </div>
    </>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}
