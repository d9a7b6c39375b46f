import { config } from '@/shared/config/config';
import { sanitizeToastHtml } from './sanitize';

export type Toast = Readonly<{
  id: number;
  /** Already sanitised; the only form in which toast markup exists in the store. */
  safeHtml: string;
  leaving: boolean;
}>;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
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

/**
 * Shows `html` (sanitised to b, strong, i, em, br, span) for `durationMs`, then fades
 * it out over 500 ms. The same text already on screen is shown once, its time
 * restarted: five parallel calls failing with 'Network Error' make one toast.
 */
export function showToast(html: string, durationMs: number = config.toastDurationMs): void {
  const safeHtml = sanitizeToastHtml(html);
  if (safeHtml.trim() === '') return;
  const existing = toasts.find((toast) => toast.safeHtml === safeHtml);
  if (existing) {
    if (existing.leaving) publish(toasts.map((toast) => (toast === existing ? { ...toast, leaving: false } : toast)));
    schedule(existing.id, durationMs);
    return;
  }
  const id = nextId++;
  publish([...toasts, { id, safeHtml, leaving: false }]);
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
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}
