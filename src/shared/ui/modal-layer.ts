// The modal dialogs open now, the last opened on top. A modal <dialog> makes everything outside it inert:
// what must stay seen and heard above one (a toast answering the sheet's own call) has to be inside it.

type Listener = () => void;

let open: readonly HTMLElement[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly HTMLElement[]): void {
  open = next;
  for (const listener of listeners) listener();
}

/** Records `dialog` as opened modally; the returned function records it closed. */
export function registerModal(dialog: HTMLElement): () => void {
  publish([...open.filter((each) => each !== dialog), dialog]);
  return () => publish(open.filter((each) => each !== dialog));
}

/** The modal dialog on top, or null when none is open. */
export function topModal(): HTMLElement | null {
  return open.at(-1) ?? null;
}

export function subscribeModals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
