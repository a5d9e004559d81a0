// Fastify route options hold each hook as one function or an array. Plugins that put their hooks
// on chosen routes only (in an onRoute hook, so other routes pay nothing for them) read the
// route's own hooks as a list and add theirs before or after.
export function hookList(hooks: any): any[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
