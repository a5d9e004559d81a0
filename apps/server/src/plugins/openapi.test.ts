// The OpenAPI document: served, complete (every operation named, summarised, tagged and secured),
// with no duplicate operationIds, and a reference page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import { operationIdFor, summaryFor } from './openapi.js';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
};

describe('OpenAPI', () => {
  let ctx: TestContext;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };
  beforeAll(async () => {
    ctx = await buildTestApp();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => ctx.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('is OpenAPI 3.1 with a bearer scheme and every API route in it', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const path of ['/api/auth/login', '/api/bookings/{id}/status', '/api/notifications', '/api/admin/users', '/api/banners'])
      expect(doc.paths[path], path).toBeDefined();
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(doc.paths['/api/docs']).toBeUndefined();
  });

  it('names, summarises, tags and secures every operation, with unique operationIds', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId!), `duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, where).toEqual(expect.any(String));
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(Array.isArray(op.security), where).toBe(true);
    }
    expect(ids.size).toBeGreaterThan(60);
  });

  it('says which operations need a token', () => {
    expect(doc.paths['/api/notifications']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/admin/users']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/auth/login']!.post!.requestBody).toBeDefined();
  });

  it('describes multipart uploads with their parts, files as binary', () => {
    const banner = doc.paths['/api/banners']!.post! as Operation & {
      requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }>; required?: string[] } }> };
    };
    const form = banner.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties.image?.format).toBe('binary');
    expect(form?.required).toEqual(['title', 'subtitle', 'image']);
    const profile = doc.paths['/api/users/update']!.put! as typeof banner;
    expect(Object.keys(profile.requestBody?.content ?? {})).toContain('multipart/form-data');
    expect(profile.requestBody?.content['multipart/form-data']?.schema.properties.profilePicture?.format).toBe('binary');
    for (const path of ['/api/testimonials', '/api/testimonials/{id}', '/api/banners/{id}']) {
      const methods = doc.paths[path]! as Record<string, typeof banner>;
      const op = methods.post ?? methods.put;
      expect(Object.keys(op?.requestBody?.content ?? {}), path).toContain('multipart/form-data');
    }
  });

  it('serves a reference page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('generates a typed client (openapi-typescript) that compiles and types a real call', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-openapi-client-'));
    try {
      const types = astToString(await openapiTS(doc as never));
      writeFileSync(path.join(dir, 'api.d.ts'), types);
      writeFileSync(
        path.join(dir, 'usage.ts'),
        [
          "import type { paths } from './api';",
          "type Login = paths['/api/auth/login']['post']['requestBody'];",
          "type Me = paths['/api/notifications']['get']['responses']['200']['content']['application/json'];",
          "export const body: NonNullable<Login>['content']['application/json'] = { mobile: '9876543210', password: 'plum-orchard-41' };",
          'export const unread = (me: Me): number => me.unread;',
          '',
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(dir, 'usage.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('derives readable names', () => {
    expect(operationIdFor('GET', '/api/bookings/user/:userId')).toBe('getBookingsUserByUserId');
    expect(operationIdFor('PUT', '/api/bookings/:id/status')).toBe('updateBookingsByIdStatus');
    expect(summaryFor('POST', '/api/notifications/read-all')).toBe('Create notifications › read all');
  });
});
