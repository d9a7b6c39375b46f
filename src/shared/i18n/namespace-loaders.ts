import type { Locales, Namespaces, Translations } from './i18n-types.js';

// Every namespace of every language as a chunk of its own. In a module of its own, loaded when a
// screen first asks for a namespace, so the player's first load does not carry the table.
const modules = import.meta.glob<{ default: unknown }>('./*/*/index.ts');

export async function importNamespace<Namespace extends Namespaces>(
  locale: Locales,
  namespace: Namespace,
): Promise<Translations[Namespace]> {
  const load = modules[`./${locale}/${namespace}/index.ts`];
  if (!load) throw new Error(`no ${namespace} texts in ${locale}`);
  return (await load()).default as Translations[Namespace];
}
