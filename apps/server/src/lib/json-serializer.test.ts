// The allowlist serializer writes what zod's serializer wrote (same bytes) and stays an
// allowlist: a property the response schema does not list never leaves.
import { AttentionMemberSchema, type AttentionMember } from '@rhythmfit/contracts';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowlistJsonSerializerCompiler, propertyNamesOf } from './json-serializer.js';

const ListSchema = z.array(AttentionMemberSchema);

const list: AttentionMember[] = [
  {
    user: { id: 7, name: 'Asha "Ash" Rao \u2603', mobile: '9876543210' },
    reasons: [
      { code: 'late_dinner', text: 'Dinner after 20:00 on 5 of the last 7 days.', value: 5, threshold: 4, since: '2026-11-20' },
      { code: 'irregular_sleep', text: 'Sleep regularity of 41.5', value: 41.5, threshold: 60, since: null },
    ],
  },
  { user: { id: 12, name: 'Ravi\nKumar', mobile: '9000000012' }, reasons: [] },
];

describe('allowlistJsonSerializerCompiler', () => {
  it('writes the same bytes as the zod serializer', () => {
    const fast = allowlistJsonSerializerCompiler({ schema: ListSchema, method: 'GET', url: '/x', httpStatus: '200' });
    const zod = serializerCompiler({ schema: ListSchema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(fast(list)).toBe(zod(list));
    expect(JSON.parse(fast(list))).toEqual(list);
  });

  it('leaves out what the schema does not list', async () => {
    const app = Fastify();
    app.get('/list', { schema: { response: { 200: ListSchema } }, serializerCompiler: allowlistJsonSerializerCompiler }, async () =>
      list.map((member) => ({ ...member, user: { ...member.user, password_hash: 'secret' }, internal: 1 })),
    );
    const res = await app.inject({ method: 'GET', url: '/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('internal');
    expect(res.json()).toEqual(list);
    await app.close();
  });

  it('names every property at every depth, once, in the schema order', () => {
    const Nested = z.object({
      a: z.string(),
      b: z.array(z.object({ c: z.number(), a: z.string() })),
      d: z.union([z.object({ e: z.null() }), z.string()]),
    });
    expect(propertyNamesOf(z.toJSONSchema(Nested) as Parameters<typeof propertyNamesOf>[0], 'x')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses a schema whose keys no list can name (a record, a passthrough object)', () => {
    for (const schema of [z.object({ byDay: z.record(z.string(), z.number()) }), z.object({ a: z.string() }).passthrough()]) {
      expect(() => allowlistJsonSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })).toThrow(/named properties/);
    }
  });

  it('takes only zod schemas', () => {
    expect(() => allowlistJsonSerializerCompiler({ schema: { type: 'object' }, method: 'GET', url: '/x', httpStatus: '200' })).toThrow(
      /zod response schemas/,
    );
  });
});
