import { Fragment, type ReactNode } from 'react';

// Private-use characters never occur in a translation and survive typesafe-i18n's trimming of arguments.
const marker = (index: number) => `\uE000${index}\uE001`;
const markerPattern = /\uE000(\d+)\uE001/;

/**
 * Puts elements (links, bold amounts) where a translation has placeholders, keeping each language's
 * word order: `withSlots(LL.login.agreeTo, { agreement: <Link…/>, policy: <Link…/> })`.
 */
export function withSlots<A extends Record<string, string>>(
  translate: (args: A) => string,
  slots: { [K in keyof A]: ReactNode },
): ReactNode[] {
  const keys = Object.keys(slots) as (keyof A & string)[];
  const args = Object.fromEntries(keys.map((key, index) => [key, marker(index)])) as A;
  return translate(args)
    .split(markerPattern)
    .flatMap<ReactNode>((part, index) => {
      // split() with a capture group alternates text and captured slot indexes.
      if (index % 2 === 0) return part ? [part] : [];
      const key = keys[Number(part)];
      return key === undefined ? [] : [<Fragment key={`${key}-${index}`}>{slots[key]}</Fragment>];
    });
}
