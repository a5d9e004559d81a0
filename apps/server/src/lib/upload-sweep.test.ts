import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import { privateMediaDir } from './media.js';
import { sweepOrphanUploads } from './upload-sweep.js';

describe('orphan upload sweep', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('removes unreferenced files and .part leftovers older than the grace period, keeps referenced and recent ones', async () => {
    const dir = path.join(ctx.config.uploadsDir, 'profile_pictures');
    mkdirSync(dir, { recursive: true });
    const file = (name: string, ageMs: number) => {
      const p = path.join(dir, name);
      writeFileSync(p, 'x');
      const t = new Date(Date.now() - ageMs);
      utimesSync(p, t, t);
      return p;
    };
    const kept = file('kept.jpg', 120_000);
    await ctx.createMember({ profile_picture: '/uploads/profile_pictures/kept.jpg' });
    const orphan = file('orphan.jpg', 120_000);
    const part = file('.half.jpg.part', 120_000);
    const recent = file('recent.jpg', 0);
    const other = path.join(ctx.config.uploadsDir, 'elsewhere.bin');
    writeFileSync(other, 'x');

    const { removed } = await sweepOrphanUploads(ctx.db, ctx.config.uploadsDir, 60_000);
    expect(removed.sort()).toEqual(['profile_pictures/.half.jpg.part', 'profile_pictures/orphan.jpg']);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(other)).toBe(true); // outside the media folders: not the sweep's business

    await sweepOrphanUploads(ctx.db, ctx.config.uploadsDir, 0);
    expect(existsSync(recent)).toBe(false);
  });

  it('also sweeps the private food photos no eating event refers to', async () => {
    const privateDir = privateMediaDir(ctx.config.dataDir);
    const dir = path.join(privateDir, 'eating_photos');
    mkdirSync(dir, { recursive: true });
    const old = (name: string) => {
      const p = path.join(dir, name);
      writeFileSync(p, 'x');
      const t = new Date(Date.now() - 120_000);
      utimesSync(p, t, t);
      return p;
    };
    const member = await ctx.createMember();
    const kept = old('kept.jpg');
    await ctx.db
      .insertInto('eating_events')
      .values({
        user_id: member.id,
        date: '2025-01-01',
        time: '22:00',
        kind: 'meal',
        note: null,
        photo_file: 'kept.jpg',
        created_at: new Date().toISOString(),
      })
      .execute();
    const orphan = old('orphan.jpg');
    const { removed } = await sweepOrphanUploads(ctx.db, ctx.config.uploadsDir, 60_000, privateDir);
    expect(removed).toContain('private/eating_photos/orphan.jpg');
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(kept)).toBe(true);
  });
});
