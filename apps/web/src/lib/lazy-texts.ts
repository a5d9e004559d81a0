// A named set of a namespace's texts, each read when used (so in the language on screen then), for
// the modules that export their texts by name (tests and other screens refer to them):
//   export const BELL_TEXTS = lazyTexts(notificationsTexts, { heading: 'bell.heading', ... });
//   BELL_TEXTS.heading // "Notifications" or "सूचनाएँ"
import type { Translate } from './i18n';

export function lazyTexts<Key extends string, const Names extends Record<string, Key>>(
  texts: Translate<Key>,
  names: Names,
): { readonly [Name in keyof Names]: string } {
  const result = {} as { [Name in keyof Names]: string };
  for (const [name, key] of Object.entries(names)) Object.defineProperty(result, name, { enumerable: true, get: () => texts(key as Key) });
  return result;
}
