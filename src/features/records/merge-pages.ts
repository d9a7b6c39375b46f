/**
 * The records of every loaded page as one list, in page order, each once. A record written
 * while the visitor scrolls shifts the pages by one, so the next page starts with a record
 * already shown: it is kept where it first appeared.
 */
export function mergePages<T>(pages: readonly (readonly T[])[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      merged.push(item);
    }
  }
  return merged;
}
