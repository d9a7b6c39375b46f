import { vi } from 'vitest';

/** A localStorage with room for `limit` characters (keys and values), as a browser's quota: beyond it, setItem throws. */
export function quotaOf(limit: number) {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    let used = key.length + value.length;
    for (const [other, held] of Object.entries(this)) if (other !== key) used += other.length + String(held).length;
    if (used > limit) throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

/** The characters localStorage holds now, keys and values. */
export const usedStorage = () =>
  Object.entries(localStorage).reduce((sum, [key, value]) => sum + key.length + String(value).length, 0);
