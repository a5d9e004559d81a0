// The app's texts in the reader's language (issue 43; how to add a text or a language: docs/i18n.md).
// Lingui's runtime holds the catalogues and formats their ICU messages, compiled at build time
// (vite.config.ts), so no message parser ships. English comes with the code that shows it: each
// feature's namespace file is imported by its texts module (defineTexts), and lands in that
// feature's chunk. Every other language is one chunk of all its namespaces, loaded when chosen.
// Nothing here calls Intl: plurals and formats run it when a screen first shows one
// (src/app/no-intl-on-load.test.ts).
import { setupI18n, type Messages } from '@lingui/core';
// Lingui's Trans without its React context (the server entry only re-exports it), so a screen
// needs no provider and every existing render of a screen keeps working as it was.
import { TransNoContext } from '@lingui/react/server';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@rhythmfit/contracts';
import { createElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** Every text stretched and marked, for the layout sweeps only: never offered on screen. */
export const PSEUDO_LANGUAGE = 'en-XA';
export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE;

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

/** The language in use on this device: the switch's choice before sign-in, the account's after. */
const STORAGE_KEY = 'rhythmfit:language';
/** The same, for the server (its HTML then lists the language's catalogue; contracts' LANGUAGE_COOKIE). */
function tellServer(language: DisplayLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

interface CatalogueModule {
  default: Messages;
  /** The English texts of the `server` namespace, to recognise what the API wrote (server-text.ts). */
  serverEnglish: Record<string, unknown>;
}
const catalogues = import.meta.glob<CatalogueModule>('../locales/*/catalog.ts');

/** The API's and the shared rules' English texts, compiled; here once another language is loaded. */
export let serverEnglish: Record<string, unknown> = {};
const loaded = new Set<string>([DEFAULT_LANGUAGE]);

function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return isLanguage(value) || value === PSEUDO_LANGUAGE;
}

/**
 * The language to start in: the one last used on this device, else the first of the browser's
 * languages that the app speaks (`hi-IN` and `hi` are Hindi), else English.
 */
export function deviceLanguage(): DisplayLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isDisplayLanguage(stored)) return stored;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

let wanted: DisplayLanguage = DEFAULT_LANGUAGE;

/**
 * Switches every text on screen, `<html lang>` and the formats; loads the language's catalogue the
 * first time (one request; the service worker keeps it). The latest of several quick calls wins.
 */
export async function setLanguage(language: DisplayLanguage): Promise<void> {
  wanted = language;
  localStorage.setItem(STORAGE_KEY, language);
  tellServer(language);
  if (!loaded.has(language)) {
    const load = catalogues[`../locales/${language}/catalog.ts`];
    if (!load) throw new Error(`No catalogue for ${language}`);
    const catalogue = await load();
    serverEnglish = catalogue.serverEnglish;
    i18n.load(language, catalogue.default);
    loaded.add(language);
  }
  if (wanted !== language) return;
  document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * At start-up: English right away; another language once its catalogue is here, so the first
 * screen is drawn once, in that language (English if the catalogue cannot be had offline).
 */
export function startLanguage(): Promise<void> | null {
  const language = deviceLanguage();
  document.documentElement.lang = DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) {
    tellServer(language);
    return null;
  }
  return setLanguage(language).catch(() => {
    wanted = DEFAULT_LANGUAGE;
  });
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLanguage = () => i18n.locale as DisplayLanguage;

/** The language on screen, as React state: a component that reads it re-renders when it changes. */
export function useLanguage(): DisplayLanguage {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export type TextValues = Record<string, string | number>;
export interface Translate<Key extends string> {
  (key: Key, values?: TextValues): string;
  /**
   * A text with elements inside it, written in the catalogue with numbered tags, as Lingui does:
   * "New here? <0>Sign Up</0>" with `{ 0: <Anchor component={Link} to="/register" /> }`. The
   * translator can move the link anywhere in the sentence; nothing is glued from pieces.
   */
  rich(key: Key, components: Record<string, ReactElement>, values?: TextValues): ReactNode;
}

/**
 * A namespace's texts: registers its English catalogue (`src/locales/en/<namespace>.json`) and
 * answers a translate function whose keys are that file's keys, checked by TypeScript.
 *
 *   import en from '../../locales/en/auth.json';
 *   export const authTexts = defineTexts('auth', en);
 *   // in a component: const t = useTexts(authTexts); t('signIn.title')
 */
export function defineTexts<const Catalogue extends Record<string, unknown>>(
  namespace: string,
  english: Catalogue,
): Translate<Extract<keyof Catalogue, string>> {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(english)) messages[`${namespace}.${key}`] = message as Messages[string];
  i18n.load(DEFAULT_LANGUAGE, messages);
  const translate = (key: string, values?: TextValues) => i18n._(`${namespace}.${key}`, values);
  translate.rich = (key: string, components: Record<string, ReactElement>, values?: TextValues) =>
    createElement(TransNoContext, { id: `${namespace}.${key}`, values, components, lingui: { i18n } });
  return translate;
}

/** A namespace's translate function inside a component, which then follows language changes. */
export function useTexts<T>(texts: T): T {
  useLanguage();
  return texts;
}
