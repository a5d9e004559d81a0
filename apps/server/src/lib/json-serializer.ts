// A route's answer written by V8's own JSON.stringify, with the property names of the route's zod
// response schema as its allowlist (JSON.stringify's `replacer` array: only the properties it
// names are written, at every depth, in its order).
//
// Why (issue 24): fastify-type-provider-zod's serializer parses the whole answer with zod (a copy of
// every object) and then runs JSON.stringify; for the Needs attention list (about 3,750 members over
// 10,000) that was the largest share of a request's CPU and garbage, and the list missed its target
// (p99 under 200 ms). fast-json-stringify, which replaced it, still took 24 ms and about 5 MB of
// garbage per list, built up in string concatenations, and the list still missed its target on
// PostgreSQL; JSON.stringify with the allowlist writes the same bytes in 13 ms, in one native pass.
//
// The answer is still an allowlist: a property the schema does not name never leaves. It is one list
// for all depths, so a name allowed in one object is allowed in the others: the compiler refuses a
// schema with a free-form object (a record or a passthrough object), whose keys no list can name.
// It does not validate (an unknown enum value would be written as is), so a route opts in only
// where the handler's own types already guarantee the shape.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
};

/** Every property name of a JSON Schema, at every depth, in the schema's order. */
export function propertyNamesOf(schema: JsonSchema, where: string): string[] {
  const names = new Set<string>();
  const visit = (node: JsonSchema | boolean | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.additionalProperties === 'object' || (node.additionalProperties === true && !node.properties)) {
      throw new Error(`${where}: the allowlist serializer takes only objects with named properties (no records)`);
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      names.add(name);
      visit(child);
    }
    const parts = [node.items ?? [], node.prefixItems ?? [], node.anyOf ?? [], node.oneOf ?? [], node.allOf ?? []].flat();
    // Shared or recursive parts are written once under definitions and referred to by $ref.
    for (const child of [...parts, ...Object.values(node.definitions ?? {}), ...Object.values(node.$defs ?? {})]) visit(child);
  };
  visit(schema);
  return [...names];
}

// Typed over any schema because Fastify types a route's serializerCompiler by the route's whole schema.
export const allowlistJsonSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the JSON serializer takes zod response schemas`);
  const allowed = propertyNamesOf(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as JsonSchema, `${method} ${url}`);
  return (data) => JSON.stringify(data, allowed);
};
