// The API answers English `message`s with stable `code`s, and the forms show the shared rules'
// English messages (packages/contracts). In another language the screen shows their translation:
// the English text is recognised among the `server` namespace's texts (their {placeholders}
// matched as values), else the code's own text (`server.code.<code>`) is used, else the English
// text stays. In English every text is shown exactly as it came.
import { i18n, serverEnglish, type TextValues } from './i18n';

type Token = string | [string, ...unknown[]];
interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

let patterns: Pattern[] = [];
let patternsOf: Record<string, unknown> | null = null;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildPatterns(): Pattern[] {
  if (patternsOf === serverEnglish) return patterns;
  patternsOf = serverEnglish;
  patterns = [];
  for (const [key, compiled] of Object.entries(serverEnglish)) {
    if (key.startsWith('code.') || !Array.isArray(compiled)) continue;
    const names: string[] = [];
    const source = (compiled as Token[])
      .map((token) => {
        if (typeof token === 'string') return escape(token);
        names.push(token[0]);
        return '(.+?)';
      })
      .join('');
    patterns.push({ key, regex: new RegExp(`^${source}$`), names });
  }
  return patterns;
}

function has(id: string): boolean {
  return i18n.messages[id] !== undefined;
}

/** The text to show for an English message from the API or a shared rule (and its code, if any). */
export function serverText(message: string, code?: string): string {
  if (i18n.locale === 'en' || !message) return message;
  for (const { key, regex, names } of buildPatterns()) {
    const match = regex.exec(message);
    if (!match || !has(`server.${key}`)) continue;
    const values: TextValues = {};
    names.forEach((name, index) => (values[name] = match[index + 1]!));
    return i18n._(`server.${key}`, values);
  }
  if (code && has(`server.code.${code}`)) return i18n._(`server.code.${code}`);
  return message;
}
