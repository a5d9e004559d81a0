// The pseudo language (tests only, never offered on screen): the English catalogue with every text
// accented, stretched by about 40% and wrapped in ⟦ ⟧ (vite.config.ts). A text on screen without the
// marks was not translated; a stretched one that is cut or overlaps shows where a longer language
// would break the layout (e2e/languages.e2e.test.ts).
import { catalogFrom } from '../catalog';

export { default as serverEnglish } from '../server-english';

export default catalogFrom(import.meta.glob<Record<string, unknown>>('../en/*.json', { eager: true, import: 'default', query: '?pseudo' }));
