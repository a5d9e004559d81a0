// The server's texts a person reads (notifications, reminders, SMS, WhatsApp, push, invoices) come
// from catalogues, one JSON file per language and namespace under src/locales, like the web's
// (docs/i18n.md) and checked by the same script. They are ICU messages, read with the web's library
// (Lingui) and compiled once when this module loads. A recipient without a language setting reads
// English.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, languageOrDefault, type Language } from '@rhythmfit/contracts';
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enInvoice from '../locales/en/invoice.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import hiAuth from '../locales/hi/auth.json' with { type: 'json' };
import hiInvoice from '../locales/hi/invoice.json' with { type: 'json' };
import hiNotifications from '../locales/hi/notifications.json' with { type: 'json' };

const CATALOGUES = {
  notifications: { en: enNotifications, hi: hiNotifications },
  invoice: { en: enInvoice, hi: hiInvoice },
  auth: { en: enAuth, hi: hiAuth },
} satisfies Record<string, Record<Language, Record<string, string>>>;

export type TextNamespace = keyof typeof CATALOGUES;
export type TextKey<N extends TextNamespace> = keyof (typeof CATALOGUES)[N]['en'] & string;
export type TextValues = Record<string, string | number>;
export type Translate<N extends TextNamespace> = (key: TextKey<N>, values?: TextValues) => string;

/** The Intl locale of each language: Indian English and Hindi (Latin digits, lakh grouping). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

function compile(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
}

const instances = new Map<string, I18n>();
function instance(namespace: TextNamespace, language: Language): I18n {
  const id = `${namespace}:${language}`;
  let i18n = instances.get(id);
  if (!i18n) {
    const catalogue: Record<string, string> = (CATALOGUES[namespace] as Record<Language, Record<string, string>>)[language];
    const locale = INTL_LOCALE[language];
    i18n = setupI18n({ locale, messages: { [locale]: compile(catalogue) } });
    instances.set(id, i18n);
  }
  return i18n;
}

/** The translate function of one namespace in one language (an unknown or missing language reads English). */
export function textsFor<N extends TextNamespace>(namespace: N, language: string | null | undefined): Translate<N> {
  const i18n = instance(namespace, languageOrDefault(language));
  return (key, values) => i18n._(key, values);
}

/** The same text made in every language, for a message written before its recipients are known. */
export function inEveryLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language: Language) => [language, make(language)])) as Record<Language, T>;
}
