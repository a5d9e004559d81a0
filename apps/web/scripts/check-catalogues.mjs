// The translation check (npm run lint, so CI; docs/i18n.md): every language has every namespace
// file and every key of the English catalogue and no other; every message is valid ICU
// MessageFormat (Lingui's compiler, the one the build uses); a translation keeps the English
// text's placeholders and numbered tags, no more and no fewer; no text is empty; keys are
// `lowerCamel.dotted` and written once. The web's catalogues and the server's (notifications, invoices) alike.
// Usage: node apps/web/scripts/check-catalogues.mjs [catalogue root ...]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEFAULT_ROOTS = ['apps/web/src/locales', 'apps/server/src/locales'].map((dir) => path.join(ROOT, dir));
const REFERENCE = 'en';
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)*$/;

/** The names a compiled message needs filled ({name}, plural and select arguments) and its tags (<0>). */
function slots(compiled, into = new Set()) {
  for (const token of compiled) {
    if (typeof token === 'string') {
      for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) into.add(`<${tag[1]}>`);
      continue;
    }
    const [name, type, format] = token;
    into.add(`{${name}}`);
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) if (choice !== 'offset' && Array.isArray(branch)) slots(branch, into);
    }
  }
  return into;
}

/** Keys written more than once in a flat catalogue (JSON.parse keeps the last and says nothing). */
function duplicateKeys(text) {
  const seen = new Set();
  const twice = new Set();
  // Strings one after another (outside them JSON has no quotes); a string followed by ':' is a key.
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"(\s*:)?/g)) {
    if (!match[1]) continue;
    const key = JSON.parse(match[0].slice(0, match[0].lastIndexOf('"') + 1));
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return [...twice];
}

function readCatalogue(file, problems) {
  try {
    const text = readFileSync(file, 'utf8');
    const data = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not an object of texts');
    for (const key of duplicateKeys(text)) problems.push(`${path.relative(ROOT, file)}: "${key}" is written more than once`);
    return data;
  } catch (error) {
    problems.push(`${file}: ${error.message}`);
    return {};
  }
}

/** The problems found under one catalogue root (<root>/<language>/<namespace>.json). */
export function checkCatalogues(root) {
  const problems = [];
  if (!existsSync(root)) return problems;
  const rel = (file) => path.relative(ROOT, file);
  const languages = readdirSync(root).filter((entry) => {
    const dir = path.join(root, entry);
    return statSync(dir).isDirectory() && readdirSync(dir).some((file) => file.endsWith('.json'));
  });
  if (!languages.includes(REFERENCE)) return [`${rel(root)}: no ${REFERENCE}/ catalogue`];
  const namespaces = (language) =>
    readdirSync(path.join(root, language))
      .filter((file) => file.endsWith('.json'))
      .sort();
  const reference = namespaces(REFERENCE);
  for (const language of languages) {
    const files = namespaces(language);
    for (const missing of reference.filter((file) => !files.includes(file)))
      problems.push(`${rel(path.join(root, language, missing))}: missing`);
    for (const extra of files.filter((file) => !reference.includes(file)))
      problems.push(`${rel(path.join(root, language, extra))}: no English ${extra} to translate`);
  }
  for (const file of reference) {
    const englishPath = path.join(root, REFERENCE, file);
    const english = readCatalogue(englishPath, problems);
    const englishSlots = {};
    for (const [key, message] of Object.entries(english)) {
      if (!KEY.test(key)) problems.push(`${rel(englishPath)}: key "${key}" is not written lowerCamel.dotted`);
      try {
        if (typeof message !== 'string' || !message.trim()) throw new Error('empty text');
        englishSlots[key] = slots(compileMessageOrThrow(message));
      } catch (error) {
        problems.push(`${rel(englishPath)}: "${key}": ${error.message.split('\n')[0]}`);
      }
    }
    for (const language of languages.filter((l) => l !== REFERENCE)) {
      const translatedPath = path.join(root, language, file);
      if (!existsSync(translatedPath)) continue;
      const translated = readCatalogue(translatedPath, problems);
      for (const key of Object.keys(english))
        if (!(key in translated)) problems.push(`${rel(translatedPath)}: missing "${key}" (English: ${JSON.stringify(english[key])})`);
      for (const [key, message] of Object.entries(translated)) {
        if (!(key in english)) {
          problems.push(`${rel(translatedPath)}: "${key}" is not in the English catalogue`);
          continue;
        }
        try {
          if (typeof message !== 'string' || !message.trim()) throw new Error('empty text');
          const found = slots(compileMessageOrThrow(message));
          const wanted = englishSlots[key];
          if (!wanted) continue;
          const lost = [...wanted].filter((slot) => !found.has(slot));
          const added = [...found].filter((slot) => !wanted.has(slot));
          if (lost.length || added.length)
            problems.push(
              `${rel(translatedPath)}: "${key}" ${[lost.length && `lacks ${lost.join(' ')}`, added.length && `adds ${added.join(' ')}`].filter(Boolean).join(' and ')}`,
            );
        } catch (error) {
          problems.push(`${rel(translatedPath)}: "${key}": ${error.message.split('\n')[0]}`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : DEFAULT_ROOTS;
  const problems = roots.flatMap(checkCatalogues);
  if (problems.length) {
    console.error(`Translation catalogues: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Translation catalogues: complete (${roots.map((root) => path.relative(ROOT, root)).join(', ')})`);
}
