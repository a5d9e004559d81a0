// Native shell (Android and iOS) around the built web app. See docs/mobile.md for the two commands.
// Inside the shell the app is served from the device (https://localhost on Android,
// capacitor://localhost on iOS), so the API is reached through VITE_API_BASE_URL, set at build
// time, and fetch goes through the native HTTP stack (CapacitorHttp), which is not bound by the
// browser's cross-origin rules: the server needs no CORS configuration for the app.
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.rhythmfit.app',
  appName: 'RhythmFit',
  webDir: 'dist',
  backgroundColor: '#0b7285',
  android: { path: 'android' },
  ios: { path: 'ios' },
  server: { androidScheme: 'https' },
  plugins: {
    CapacitorHttp: { enabled: true },
  },
};

export default config;
