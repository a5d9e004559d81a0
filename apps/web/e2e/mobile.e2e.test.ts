// The native shell step that can run without the platform SDKs: the built web app is copied into
// freshly created Android and iOS projects by `npm run mobile:sync` (Capacitor add + sync), with the
// configuration and the location permissions the app needs. Runs in a copy of apps/web so the
// repository stays clean.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './harness';

const web = path.join(ROOT, 'apps/web');

describe('Capacitor shell: mobile:sync', () => {
  let dir: string;
  let output = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-mobile-'));
    for (const item of ['capacitor.config.ts', 'package.json', 'scripts', 'dist'])
      cpSync(path.join(web, item), path.join(dir, item), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    output = execFileSync(process.execPath, [path.join(dir, 'scripts/mobile-sync.mjs')], {
      cwd: dir,
      env: { ...process.env, SKIP_WEB_BUILD: '1', VITE_API_BASE_URL: 'https://api.example.test' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates both native projects holding the built app', () => {
    expect(output).toMatch(/Sync finished/);
    for (const publicDir of ['android/app/src/main/assets/public', 'ios/App/App/public']) {
      const html = readFileSync(path.join(dir, publicDir, 'index.html'), 'utf8');
      expect(html).toContain('<title>RhythmFit</title>');
      expect(existsSync(path.join(dir, publicDir, 'manifest.webmanifest'))).toBe(true);
    }
  });

  it('writes the app id, name and native HTTP setting into the native config', () => {
    for (const file of ['android/app/src/main/assets/capacitor.config.json', 'ios/App/App/capacitor.config.json']) {
      const config = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
      expect(config).toMatchObject({
        appId: 'com.rhythmfit.app',
        appName: 'RhythmFit',
        webDir: 'dist',
        plugins: { CapacitorHttp: { enabled: true } },
      });
    }
  });

  it('registers the native geolocation plugin and asks for location permission on both platforms', () => {
    expect(output).toMatch(/@capacitor\/geolocation/);
    const manifest = readFileSync(path.join(dir, 'android/app/src/main/AndroidManifest.xml'), 'utf8');
    expect(manifest).toContain('android.permission.ACCESS_FINE_LOCATION');
    expect(manifest).toContain('android.permission.ACCESS_COARSE_LOCATION');
    const plist = readFileSync(path.join(dir, 'ios/App/App/Info.plist'), 'utf8');
    expect(plist).toContain('NSLocationWhenInUseUsageDescription');
    const gradle = readFileSync(path.join(dir, 'android/capacitor.settings.gradle'), 'utf8');
    expect(gradle).toContain('capacitor-geolocation');
  });
});
