// A record (USER_INFO_DICT, BIND_INVITE, ...) is written with its entries in the order they were last written,
// newest last, so the first is the least recently used: the one to go when the record is full. JavaScript puts
// keys that look like array indexes ("555") first, in numeric order, whatever their age: so `keep` names the
// entries that must stay wherever they stand (the current session's), and the entry written always stays.

/**
 * `record` with `entry` as its newest entry `id`, and at most `max` entries: the least recently written go
 * first, never `id` nor one named in `keep`.
 */
export function withNewest<T>(
  record: Readonly<Record<string, T>> | undefined,
  id: string,
  entry: T,
  max: number,
  keep: readonly (string | null | undefined)[] = [],
): Record<string, T> {
  const older = Object.entries(record ?? {}).filter(([key]) => key !== id);
  const excess = older.length + 1 - max;
  const dropped = new Set(
    older
      .map(([key]) => key)
      .filter((key) => !keep.includes(key))
      .slice(0, Math.max(0, excess)),
  );
  // Object.fromEntries defines "__proto__" as an entry like any other, never as the prototype.
  return Object.fromEntries([...older.filter(([key]) => !dropped.has(key)), [id, entry]]);
}
