import { describe, expect, it } from 'vitest';
import { languageFromCookie, matchRoute, withPreloads } from './app-shell.js';

describe('app shell', () => {
  it('finds the route a path belongs to, parameters included', () => {
    const patterns = ['/', '/dashboard', '/training/:id', '/training/exercises/:id'];
    expect(matchRoute(patterns, '/')).toBe('/');
    expect(matchRoute(patterns, '/dashboard/')).toBe('/dashboard');
    expect(matchRoute(patterns, '/training/12')).toBe('/training/:id');
    expect(matchRoute(patterns, '/training/exercises/7')).toBe('/training/exercises/:id');
    expect(matchRoute(patterns, '/training')).toBeNull();
    expect(matchRoute(patterns, '/training/12/more')).toBeNull();
  });

  it('reads the language cookie, and only a language the app speaks', () => {
    expect(languageFromCookie('a=1; rhythmfit-language=hi')).toBe('hi');
    expect(languageFromCookie('rhythmfit-language=en')).toBe('en');
    expect(languageFromCookie('rhythmfit-language=<script>')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it('puts the links at the end of the head, and leaves the HTML alone without any', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, [])).toBe(html);
    expect(withPreloads(html, ['/assets/a.js'])).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head>');
  });
});
