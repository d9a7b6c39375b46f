import type { ReactNode } from 'react';

interface StatusScreenProps {
  title: string;
  hint?: string;
  /** The next step offered to the visitor (a retry, a way home). */
  action?: ReactNode;
  busy?: boolean;
}

/** A full-screen message: loading, empty and error states share one layout. */
export function StatusScreen({ title, hint, action, busy = false }: StatusScreenProps) {
  return (
    <div className="status-screen" role={busy ? 'status' : undefined} aria-busy={busy || undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      <h1 className="status-screen__title">{title}</h1>
      {hint && <p className="status-screen__hint">{hint}</p>}
      {action}
    </div>
  );
}
