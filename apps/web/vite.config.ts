import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export const THEME_COLOR = '#0b7285';

/**
 * The chunks the entry loads statically (itself included): every one of them is loaded before any
 * of the app's code runs, so a lazy chunk need not preload them again. Filled when the bundle is
 * written, before Vite writes the lazy imports' preload lists (its import analysis runs after the
 * app's plugins).
 */
const loadedWithEntry = new Set<string>();

/** Adds a chunk and every chunk it imports statically, at any depth, to `into`. */
function addStaticImports(bundle: Rolldown.OutputBundle, fileName: string, into: Set<string>): void {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return;
  into.add(fileName);
  for (const imported of chunk.imports) addStaticImports(bundle, imported, into);
}

const entryImports: Plugin = {
  name: 'rhythmfit:entry-imports',
  apply: 'build',
  generateBundle(_options, bundle) {
    loadedWithEntry.clear();
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && chunk.isEntry) addStaticImports(bundle, chunk.fileName, loadedWithEntry);
  },
};

/** The file the server reads to put each screen's chunks in the HTML it serves for that screen. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The chunks each screen needs beyond the entry's, and each language's catalogue chunks, written
 * to dist/route-preloads.json. The server lists them as <link rel="modulepreload"> in the HTML of
 * that screen (and of the language the device chose, from its cookie), so the browser fetches them
 * with the entry from the HTML's first bytes, instead of after the entry has run and Vite's preload
 * helper has added a link per chunk from script (a task of 20-30 ms unthrottled on /dashboard,
 * and the screen's requests a round trip later; Lighthouse LCP and TBT on phones, issue 43).
 * Routes come from src/app/routes.tsx, where each is `{ path: '...', ... import('...') }`.
 */
const routePreloads: Plugin = {
  name: 'rhythmfit:route-preloads',
  apply: 'build',
  // After entryImports (listed before it), whose set of the entry's chunks it uses.
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const needs = (facade: string) => {
      const chunk = chunks.find(
        (candidate) => candidate.facadeModuleId && candidate.facadeModuleId.replace(/\.(tsx?|jsx?)$/, '') === facade,
      );
      if (!chunk) return null;
      const files = new Set<string>();
      addStaticImports(bundle, chunk.fileName, files);
      return [...files].filter((name) => !loadedWithEntry.has(name)).map((name) => `/${name}`);
    };
    const routesFile = path.resolve(import.meta.dirname, 'src/app/routes.tsx');
    const source = readFileSync(routesFile, 'utf8');
    const routes: Record<string, string[]> = {};
    for (const match of source.matchAll(/\{\s*path:\s*'([^']+)'[^{}]*?import\('([^']+)'\)/g)) {
      const files = needs(path.resolve(path.dirname(routesFile), match[2]!));
      if (!files) this.error(`route-preloads: no chunk for ${match[1]} (${match[2]})`);
      routes[match[1]!] = files;
    }
    if (Object.keys(routes).length < 10)
      this.error(`route-preloads: only ${Object.keys(routes).length} routes read from src/app/routes.tsx`);
    const languages: Record<string, string[]> = {};
    for (const chunk of chunks) {
      const language = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]catalog\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
      if (language) languages[language] = needs(chunk.facadeModuleId!.replace(/\.ts$/, ''))!;
    }
    this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify({ routes, languages }, null, 1)}\n` });
  },
};

/**
 * The message catalogues (src/locales/<language>/<namespace>.json, ICU MessageFormat texts) are
 * compiled when they are imported, as Lingui's own build step does: Lingui's runtime then only
 * interpolates, and carries no message parser (docs/i18n.md). The answer is still JSON (ids to
 * compiled messages), so Vite's JSON handling makes the module as usual. A broken message fails
 * the build and the tests, naming the file and the key. With `?pseudo` the English catalogue comes
 * out pseudo-localised (every text stretched by about 40% and marked, `en-XA`): the layout sweeps
 * run in it to find untranslated and cut texts.
 */
const PSEUDO_LETTERS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥíĵķĺɱñóþʠŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ'][i]!,
  ]),
);
function pseudoLocalise(text: string): string {
  const accented = [...text].map((c) => PSEUDO_LETTERS[c] ?? c).join('');
  const letters = text.replace(/<\/?\d+>/g, '').replace(/[^A-Za-z]/g, '').length;
  // The padding comes in words of at most 8 (a long paragraph's would be one word wider than a
  // phone, which no language has), before a numbered tag that ends the piece ("at <0>" + {email}).
  const padding = ('~'.repeat(Math.ceil(letters * 0.4)).match(/~{1,8}/g) ?? []).join(' ');
  return accented.replace(/((?:<\/?\d+>)*)$/, (tags) => padding + tags);
}
function pseudoMessage(message: string): CompiledMessage {
  return ['⟦', ...compileMessageOrThrow(message, pseudoLocalise), '⟧'];
}
const catalogues: Plugin = {
  name: 'rhythmfit:catalogues',
  enforce: 'pre',
  transform(source, id) {
    const [file, query = ''] = id.split('?');
    if (!/[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(file!)) return null;
    const pseudo = new URLSearchParams(query).has('pseudo');
    const messages = JSON.parse(source) as Record<string, string>;
    const compiled: Record<string, CompiledMessage> = {};
    for (const [key, message] of Object.entries(messages)) {
      try {
        compiled[key] = pseudo ? pseudoMessage(message) : compileMessageOrThrow(message);
      } catch (error) {
        this.error(`${path.relative(process.cwd(), file!)}: "${key}": ${(error as Error).message}`);
      }
    }
    // Vite's JSON handling takes `.json` ids only; the pseudo copies (with their query) come out as modules.
    return { code: pseudo ? `export default ${JSON.stringify(compiled)};` : JSON.stringify(compiled), map: null };
  },
};

export default defineConfig({
  plugins: [
    react(),
    catalogues,
    entryImports,
    routePreloads,
    // Installable app: manifest plus a Workbox service worker that precaches the app shell, answers
    // every navigation with index.html when offline, and keeps the last answer of each GET /api call
    // for offline reading. Writes (POST/PUT/DELETE) are never cached: they go through lib/offline-queue.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by public/register-sw.js (linked in index.html) when the app is idle after start-up.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'register-sw.js', 'push-handler.js'],
      manifest: {
        id: '/',
        name: 'RhythmFit',
        short_name: 'RhythmFit',
        description: 'RhythmFit: coaching for weight, diet and daily rhythm',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The catalogues of languages other than English are not precached (an English user
        // downloads no Hindi); the first load of one is kept by the runtime rule below, for offline use.
        globIgnores: ['**/locale-*.js'],
        // Web push: show what the server sends and open its screen on a click (public/push-handler.js).
        importScripts: ['push-handler.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // A language's catalogue (hashed, never changes): kept from its first load on.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/locale-[^/]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'locales', expiration: { maxEntries: 20 }, cacheableResponse: { statuses: [200] } },
          },
          {
            // Only GETs are matched (Workbox's default method); a slow network falls back to the copy.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/health'),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'api-get',
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'uploads',
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: '@rhythmfit/contracts', replacement: path.resolve(import.meta.dirname, '../../packages/contracts/src/index.ts') },
      // zod without its eval probe (see src/lib/zod-jitless.ts); the wrapper imports 'zod/v4' itself.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // A lazy chunk preloads only what is not loaded yet. Vite's preload helper adds a
    // <link rel="modulepreload"> for each chunk a lazy one imports, including the entry and the
    // shared chunks the entry already loaded; it runs when React first renders the lazy component,
    // inside the render: 23 links for /dashboard (22 ms unthrottled, in a task React could not
    // split), 38 for its sections below the fold (18 ms). The page's own <link>s (hostType html)
    // are left as they are.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps),
    },
    rollupOptions: {
      // The shared contracts hold zod schemas next to small rules and messages. Building a schema
      // only creates an object, so unused ones may be dropped: the entry chunk then carries the few
      // rules the layout needs instead of zod and every schema (sign-in route JS budget, issue 7).
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id),
      },
      output: {
        // A language's catalogue chunk (src/locales/<language>/catalog.ts and what only catalogues
        // share) is named locale-*, so the service worker can leave it out of its precache.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /[\\/]src[\\/]locales[\\/]/.test(id))
            ? `assets/locale-${/[\\/]locales[\\/]([^\\/]+)[\\/]catalog\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1] ?? 'shared'}-[hash].js`
            : 'assets/[name]-[hash].js',
        // zod gets its own chunk, loaded by the screens that validate. The schema modules are not
        // grouped: each lands with the screens that use it, so a screen builds only its own schemas
        // (one chunk of every schema took 41 ms to evaluate on the sign-up page, unthrottled).
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
