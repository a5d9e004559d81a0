// The translation check that CI runs (npm run lint): the app's own catalogues pass it, and it
// names what is wrong in a broken one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/check-catalogues.mjs');
const check = (...roots: string[]) => spawnSync(process.execPath, [SCRIPT, ...roots], { encoding: 'utf8' });

function catalogueRoot(files: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  for (const [file, texts] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(texts));
  }
  return root;
}

describe('the catalogue check', () => {
  it("passes the app's catalogues, web and server", () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on a key missing in either language, a lost placeholder, broken ICU and a missing file', () => {
    const root = catalogueRoot({
      'en/auth.json': {
        'signIn.title': 'Sign in',
        'otp.shown': 'Your OTP is {otp}',
        'cups.count': '{count, plural, one {# cup} other {# cups}}',
      },
      'en/extra.json': { 'a.b': 'Only in English' },
      'hi/auth.json': { 'otp.shown': 'आपका OTP है', 'cups.count': '{count, plural, one {# कप} other {# कप', 'only.hindi': 'सिर्फ़ हिन्दी' },
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('hi/auth.json: missing "signIn.title"');
    expect(result.stderr).toContain('hi/auth.json: "otp.shown" lacks {otp}');
    expect(result.stderr).toContain('hi/auth.json: "cups.count"');
    expect(result.stderr).toContain('hi/auth.json: "only.hindi" is not in the English catalogue');
    expect(result.stderr).toContain('hi/extra.json: missing');
  });

  it('fails on a badly named key and an empty text', () => {
    const root = catalogueRoot({
      'en/x.json': { 'Sign In Title': 'Sign in', 'ok.key': ' ' },
      'hi/x.json': { 'Sign In Title': 'साइन इन', 'ok.key': 'ठीक' },
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('key "Sign In Title" is not written lowerCamel.dotted');
    expect(result.stderr).toContain('"ok.key": empty text');
  });

  it('fails on a key written twice, which JSON alone would drop silently', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
    mkdirSync(path.join(root, 'en'));
    mkdirSync(path.join(root, 'hi'));
    writeFileSync(path.join(root, 'en/x.json'), '{\n  "a.b": "Say hi",\n  "a.c": "C",\n  "a.b": "Again"\n}');
    writeFileSync(path.join(root, 'hi/x.json'), '{ "a.b": "नमस्ते \\"a.c\\": हाँ", "a.c": "सी" }');
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('en/x.json: "a.b" is written more than once');
    expect(result.stderr).not.toContain('hi/x.json');
    expect(result.stderr).not.toContain('"a.c" is written');
  });
});
