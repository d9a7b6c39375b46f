import { config } from '@/shared/config/config';
import type { TranslationFunctions } from '@/shared/i18n/i18n-types';
import { loadSanitizer, loadedSanitizer, plainTextOf } from './sanitizer';

/** One of the app's own texts, read in the language on screen when the toast is drawn. */
export type Translate = (LL: TranslationFunctions) => string;

/**
 * What a toast shows: text (rendered as text, never parsed), markup that has been through the
 * sanitiser, or one of the app's own messages, in English where no dictionary is loaded. Unsanitised
 * markup never enters the store.
 */
type ToastContent = Readonly<
  | { kind: 'text'; text: string }
  | { kind: 'html'; safeHtml: string }
  | { kind: 'message'; english: string; translate: Translate }
>;

export type Toast = Readonly<{ id: number; content: ToastContent; leaving: boolean }>;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
/** Bumped by clearToasts, so a toast still waiting for the sanitiser does not appear after it. */
let generation = 0;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function schedule(id: number, durationMs: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => {
      publish(toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
      // The leaving state drives the CSS fade; the element goes when it ends.
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          publish(toasts.filter((toast) => toast.id !== id));
        }, config.toastRemovalMs),
      );
    }, durationMs),
  );
}

// Without `<` or `&` a string parses to exactly its own text, so it needs no sanitiser.
const MARKUP = /[<&]/;

/**
 * Shows `html` (sanitised to b, strong, i, em, br, span) for `durationMs`, then fades
 * it out over 500 ms. The same text already on screen is shown once, its time
 * restarted: five parallel calls failing with 'Network Error' make one toast.
 *
 * Plain text shows at once. Markup shows once the sanitiser has loaded (at once after the
 * first time); if it cannot load, the markup's text is shown as plain text instead.
 */
export function showToast(html: string, durationMs: number = config.toastDurationMs): void {
  if (!MARKUP.test(html)) return present({ kind: 'text', text: html }, durationMs);
  const sanitize = loadedSanitizer();
  if (sanitize) return present({ kind: 'html', safeHtml: sanitize(html) }, durationMs);
  const shownIn = generation;
  void loadSanitizer()
    .then(
      (sanitizeNow): ToastContent => ({ kind: 'html', safeHtml: sanitizeNow(html) }),
      (): ToastContent => ({ kind: 'text', text: plainTextOf(html) }),
    )
    .then((content) => {
      if (shownIn === generation) present(content, durationMs);
    });
}

/**
 * Shows one of the app's own messages in the language on screen when it is drawn, which may become known
 * only after the toast appeared (a network error during start-up). `english` is its text where no
 * dictionary is loaded, and tells two messages apart.
 */
export function showMessage(english: string, translate: Translate, durationMs: number = config.toastDurationMs): void {
  present({ kind: 'message', english, translate }, durationMs);
}

function valueOf(content: ToastContent): string {
  if (content.kind === 'message') return content.english;
  return content.kind === 'text' ? content.text : content.safeHtml;
}

function present(content: ToastContent, durationMs: number): void {
  if (valueOf(content).trim() === '') return;
  const existing = toasts.find(
    (toast) => toast.content.kind === content.kind && valueOf(toast.content) === valueOf(content),
  );
  if (existing) {
    if (existing.leaving) publish(toasts.map((toast) => (toast === existing ? { ...toast, leaving: false } : toast)));
    schedule(existing.id, durationMs);
    return;
  }
  const id = nextId++;
  publish([...toasts, { id, content, leaving: false }]);
  schedule(id, durationMs);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Removes every toast at once (tests, or a screen that must start clean). */
export function clearToasts(): void {
  generation++;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}
