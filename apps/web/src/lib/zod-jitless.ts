// The web build's "zod": the same API, configured once before any schema runs. Zod 4 otherwise
// probes `new Function` to compile fast parsers, which the Content-Security-Policy (no unsafe-eval)
// refuses and Chrome reports on every page (Lighthouse best practices). Aliased in vite.config.ts.
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
