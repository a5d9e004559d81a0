// The fast-json-stringify serializer writes what zod's serializer wrote (same bytes) and stays an
// allowlist: a property the response schema does not list never leaves.
import { AttentionMemberSchema, type AttentionMember } from '@rhythmfit/contracts';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaSerializerCompiler } from './json-serializer.js';

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

describe('jsonSchemaSerializerCompiler', () => {
  it('writes the same bytes as the zod serializer', () => {
    const fast = jsonSchemaSerializerCompiler({ schema: ListSchema, method: 'GET', url: '/x', httpStatus: '200' });
    const zod = serializerCompiler({ schema: ListSchema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(fast(list)).toBe(zod(list));
    expect(JSON.parse(fast(list))).toEqual(list);
  });

  it('leaves out what the schema does not list', async () => {
    const app = Fastify();
    app.get('/list', { schema: { response: { 200: ListSchema } }, serializerCompiler: jsonSchemaSerializerCompiler }, async () =>
      list.map((member) => ({ ...member, user: { ...member.user, password_hash: 'secret' }, internal: 1 })),
    );
    const res = await app.inject({ method: 'GET', url: '/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('internal');
    expect(res.json()).toEqual(list);
    await app.close();
  });

  it('takes only zod schemas', () => {
    expect(() => jsonSchemaSerializerCompiler({ schema: { type: 'object' }, method: 'GET', url: '/x', httpStatus: '200' })).toThrow(
      /zod response schemas/,
    );
  });
});
