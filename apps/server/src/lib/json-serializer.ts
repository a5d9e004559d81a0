// A route's answer written by fast-json-stringify, Fastify's own serializer, from the JSON Schema
// of the route's zod response schema. fastify-type-provider-zod's serializer parses the whole
// answer with zod (a copy of every object) and then runs JSON.stringify; for the Needs attention
// list (about 3,750 members over 10,000) that was the largest share of a request's CPU and
// garbage, and the list missed its target (issue 24: p99 under 200 ms). The answer is still an
// allowlist: fast-json-stringify writes only the properties the schema lists, in its order.
// It does not validate (an unknown enum value would be written as is), so a route opts in only
// where the handler's own types already guarantee the shape.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

// Typed over any schema because Fastify types a route's serializerCompiler by the route's whole schema.
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the JSON serializer takes zod response schemas`);
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as Parameters<typeof fastJson>[0]);
};
