import { useSyncExternalStore } from 'react';
import { isSavingData, subscribeSavingData } from '../media/data-saver';

/** Whether to spare the visitor's data now (media/data-saver.ts); follows the connection's changes. */
export function useSavingData(): boolean {
  return useSyncExternalStore(subscribeSavingData, isSavingData, () => false);
}
