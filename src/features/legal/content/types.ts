/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

/** One legal page in one language: plain data, rendered by LegalDocumentView. */
export interface LegalDocument {
  /** ISO date (YYYY-MM-DD); formatted for the language when shown. */
  lastUpdated: string;
  labels: {
    /** "Last updated", followed by the date. */
    lastUpdated: string;
    /** The heading of the table of contents. */
    contents: string;
    /** The heading of the summary at the top. */
    summary: string;
  };
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}
