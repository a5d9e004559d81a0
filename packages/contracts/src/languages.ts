// The languages RhythmFit speaks (issue 43). Zod-free, so the web's first chunk can read it without
// the schemas. The account's setting is one of these; a person without a setting reads English.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The account's stored value (null when never set) as the language to speak to it. */
export function languageOrDefault(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The cookie in which the web tells the server the device's language, so the HTML it serves lists
 * that language's catalogue for the browser to fetch early (apps/server/src/plugins/app-shell.ts).
 */
export const LANGUAGE_COOKIE = 'rhythmfit-language';
