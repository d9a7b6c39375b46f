import { describe, expect, it } from 'vitest';
import { mergePages } from './merge-pages';

const ids = (...values: string[]) => values.map((id) => ({ id }));

describe('mergePages', () => {
  it('lists every page in order', () => {
    expect(mergePages([ids('a', 'b'), ids('c')], (item) => item.id).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows a record that moved onto the next page once, where it first appeared', () => {
    const merged = mergePages([ids('d', 'c'), ids('c', 'b', 'a')], (item) => item.id);
    expect(merged.map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});
