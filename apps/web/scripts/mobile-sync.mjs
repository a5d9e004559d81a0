// Builds the web app and copies it into the native Android and iOS projects (creating them from
// Capacitor's templates on the first run, with the location permissions the app asks for).
// Usage (see docs/mobile.md): VITE_API_BASE_URL=https://api.example.com npm run mobile:sync -w @rhythmfit/web
// Set SKIP_WEB_BUILD=1 to reuse an existing dist.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: webDir, stdio: 'inherit', env: process.env });

if (!process.env.VITE_API_BASE_URL) {
  console.warn(
    '[mobile] VITE_API_BASE_URL is not set: the app will call /api on the device itself. Set it to your server, e.g. https://api.example.com',
  );
}
if (process.env.SKIP_WEB_BUILD !== '1') run('npm run build');

for (const platform of ['android', 'ios']) {
  if (!existsSync(path.join(webDir, platform))) run(`npx cap add ${platform}`);
}

// Location permissions for the presence feature (the geolocation plugin asks at run time).
const manifest = path.join(webDir, 'android/app/src/main/AndroidManifest.xml');
if (existsSync(manifest)) {
  let xml = readFileSync(manifest, 'utf8');
  for (const permission of ['android.permission.ACCESS_COARSE_LOCATION', 'android.permission.ACCESS_FINE_LOCATION']) {
    if (!xml.includes(permission)) xml = xml.replace('</manifest>', `    <uses-permission android:name="${permission}" />\n</manifest>`);
  }
  writeFileSync(manifest, xml);
}
const plist = path.join(webDir, 'ios/App/App/Info.plist');
if (existsSync(plist)) {
  let text = readFileSync(plist, 'utf8');
  if (!text.includes('NSLocationWhenInUseUsageDescription')) {
    text = text.replace(
      /<dict>\n/,
      '<dict>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>RhythmFit reports your location to your coaching team while you are signed in.</string>\n',
    );
    writeFileSync(plist, text);
  }
}

run('npx cap sync');
