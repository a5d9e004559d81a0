// Hindi: every namespace in one chunk, loaded once when Hindi is chosen (never by an English user)
// and kept by the service worker for offline use (vite.config.ts).
import { catalogFrom } from '../catalog';

export { default as serverEnglish } from '../server-english';

export default catalogFrom(import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }));
