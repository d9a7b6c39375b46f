// Saving the visitor's data: their own choice in More (automatic, on, off; kept in storage), and in automatic
// what the Network Information API tells of their wish (Android's Data Saver, Lite mode) and their network.
// Only Chromium-based browsers have navigator.connection: an iPhone sends no signal, which is why the
// choice exists. Where nothing says to save data, the player preloads as usual.
import { storage, type DataSaverChoice } from '@/shared/storage/storage';
import type { SlotRole } from '../logic/slots';

export type { DataSaverChoice };

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_TYPES = new Set(['slow-2g', '2g']);

function connection(): NetworkInformationLike | undefined {
  const value = (navigator as { connection?: unknown }).connection;
  return value && typeof value === 'object' ? (value as NetworkInformationLike) : undefined;
}

/** The visitor's choice; 'auto' until they make one (or when the stored value is unreadable). */
export function dataSaverChoice(): DataSaverChoice {
  return storage.get('player.dataSaver') ?? 'auto';
}

const choiceListeners = new Set<() => void>();

/** Keeps the visitor's choice and applies it at once to every slide. */
export function chooseDataSaver(choice: DataSaverChoice): void {
  storage.set('player.dataSaver', choice);
  for (const listener of choiceListeners) listener();
}

/** True when the browser asks to save data or the network is 2G or slower (what 'auto' follows). */
function browserSavesData(): boolean {
  const info = connection();
  return info?.saveData === true || SLOW_TYPES.has(info?.effectiveType ?? '');
}

/** Whether to spare the visitor's data now: 'on' and 'off' as chosen, 'auto' as the browser says. */
export function isSavingData(): boolean {
  const choice = dataSaverChoice();
  return choice === 'auto' ? browserSavesData() : choice === 'on';
}

/**
 * Calls `onChange` when the choice or the connection changes (a network switch, Data Saver turned on);
 * returns the unsubscribe.
 */
export function subscribeSavingData(onChange: () => void): () => void {
  choiceListeners.add(onChange);
  const info = connection();
  const listens = typeof info?.addEventListener === 'function';
  if (listens) info.addEventListener('change', onChange);
  return () => {
    choiceListeners.delete(onChange);
    if (listens) info.removeEventListener('change', onChange);
  };
}

/**
 * How much of a slide's episode the browser fetches ahead: all it wants for the one on screen and
 * the next (so a swipe starts at once), metadata for the previous one; when saving data, the next
 * one gets metadata only as well.
 */
export function preloadFor(role: SlotRole, savingData: boolean): 'auto' | 'metadata' {
  if (role === 'current') return 'auto';
  return role === 'next' && !savingData ? 'auto' : 'metadata';
}
