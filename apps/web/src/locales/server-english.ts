// What the API and the shared rules (packages/contracts) write in English, as patterns: a screen in
// another language finds the English text a message came as, and shows that key's translation
// (lib/server-text.ts). Loaded only with another language's catalogue: English shows the text as is.
import english from './en/server.json';

export default english as Record<string, unknown>;
