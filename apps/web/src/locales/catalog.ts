// One language's whole catalogue from its namespace files: `<namespace>.<key>` to the compiled
// message (vite.config.ts compiles each file when it is imported). Used by the languages loaded on
// demand (Hindi, the test-only pseudo language); English namespaces come with the code that uses them.
import type { Messages } from '@lingui/core';

export function catalogFrom(files: Record<string, Record<string, unknown>>): Messages {
  const messages: Messages = {};
  for (const [file, entries] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)![1];
    for (const [key, message] of Object.entries(entries)) messages[`${namespace}.${key}`] = message as Messages[string];
  }
  return messages;
}
