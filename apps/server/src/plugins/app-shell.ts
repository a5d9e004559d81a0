// The single-page app's HTML, as served for each screen: the built index.html with
// <link rel="modulepreload"> for the chunks that screen needs beyond the entry's, and for the
// device's language catalogue when it is not English (read from the `rhythmfit-language` cookie the
// web sets whenever the language changes). The browser then fetches them from the HTML's first
// bytes, alongside the entry, instead of after the entry has run (Lighthouse LCP and TBT on phones,
// issue 43). The lists come from the web build (dist/route-preloads.json, vite.config.ts); without
// that file every screen gets the plain index.html.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from '@rhythmfit/contracts';

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreloads {
  routes: Record<string, string[]>;
  languages: Record<string, string[]>;
}

/** One variant of the HTML, with its compressed copies and entity tag. */
export interface ShellPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface AppShell {
  /** The HTML for a screen's path, with the catalogue of the language given (English needs none). */
  page(pathname: string, language: string | null): ShellPage;
}

/** Pure: the route pattern a path belongs to ('/training/42' matches '/training/:id'), or null. */
export function matchRoute(patterns: string[], pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (patterns.includes(trimmed)) return trimmed;
  const parts = trimmed.split('/');
  for (const pattern of patterns) {
    const wanted = pattern.split('/');
    if (wanted.length !== parts.length || !pattern.includes(':')) continue;
    if (wanted.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))) return pattern;
  }
  return null;
}

/** Pure: the language named by the Cookie header's `rhythmfit-language`, if the app speaks it. */
export function languageFromCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

/** Pure: index.html with a modulepreload link per file, before </head>. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}

function shellPage(html: string): ShellPage {
  const body = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
  };
}

export function createAppShell(webDistDir: string): AppShell | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = readFileSync(indexFile, 'utf8');
  const preloadsFile = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  const preloads: RoutePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : { routes: {}, languages: {} };
  const patterns = Object.keys(preloads.routes);
  // A few dozen routes times two languages: each variant is made (and compressed) once, on first use.
  const pages = new Map<string, ShellPage>();
  return {
    page(pathname, language) {
      const route = matchRoute(patterns, pathname);
      const catalogue = language && language !== DEFAULT_LANGUAGE ? language : null;
      const key = `${route ?? ''}|${catalogue ?? ''}`;
      let page = pages.get(key);
      if (!page) {
        const files = [...(catalogue ? (preloads.languages[catalogue] ?? []) : []), ...(route ? preloads.routes[route]! : [])];
        page = shellPage(withPreloads(index, [...new Set(files)]));
        pages.set(key, page);
      }
      return page;
    },
  };
}
