import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@rhythmfit/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createProgressEntry, jpegWithExif, profileMultipart } from '../../../test/tracking-factories.js';

describe('PUT /api/users/update', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const fileOnDisk = (url: string) => path.join(ctx.config.uploadsDir, url.slice('/uploads/'.length));

  it('updates the editable fields and answers the profile with derived values', async () => {
    const member = await ctx.createMember({ email: 'asha@example.com' });
    const { payload, headers } = profileMultipart({
      name: 'Asha Rao',
      dob: '1970-01-15',
      gender: 'Female',
      height: 160,
      weight: 80,
      bp: '135/85',
      medication: 'None',
      lastCheckup: '2026-01-10',
      goal: 'Weight Loss',
      address: '12 MG Road',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: member.id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      dob: '1970-01-15',
      height: 160,
      weight: 80,
      bp: '135/85',
      lastCheckup: '2026-01-10',
      city: 'Mumbai',
      bmi: 31.3,
      medicalConditions: ['Obesity', 'Hypertension Risk', 'Age-related risks'],
    });
    expect(body.age).toBeGreaterThanOrEqual(55);
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('also accepts a plain JSON body of the same fields', async () => {
    const member = await ctx.createMember();
    const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload: { city: 'Nagpur' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().city).toBe('Nagpur');
  });

  it('never changes role, mobile, id or email', async () => {
    const member = await ctx.createMember({ email: 'keep@example.com' });
    const { payload, headers } = profileMultipart({ name: 'Sneaky', role: 'ADMIN', mobile: '9111111111', id: 1, email: 'new@example.com' });
    const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload, headers });
    expect(res.statusCode).toBe(200);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sneaky', role: 'USER', mobile: member.mobile, email: 'keep@example.com' });
  });

  it('refuses invalid values with 400 and changes nothing', async () => {
    const member = await ctx.createMember({ name: 'Before' });
    for (const user of [{ name: 'After', bp: 'high' }, { name: 'After', height: 5 }, { name: '' }, { dob: '2026-02-30' }]) {
      const { payload, headers } = profileMultipart(user);
      const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload, headers });
      expect(res.statusCode, JSON.stringify(user)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const row = await ctx.db.selectFrom('users').select('name').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Before');
  });

  it('refuses a user part that is not JSON', async () => {
    const member = await ctx.createMember();
    const boundary = 'xyz';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="user"\r\n\r\n{not json\r\n--${boundary}--\r\n`;
    const res = await ctx.request(member, {
      method: 'PUT',
      url: '/api/users/update',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
  });

  describe('weight lock', () => {
    it('lets the weight change while there are no progress entries', async () => {
      const member = await ctx.createMember({ weight: 70 });
      const { payload, headers } = profileMultipart({ weight: 71 });
      const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().weight).toBe(71);
    });

    it('refuses a weight change (409) once progress entries exist, but accepts the unchanged weight', async () => {
      const member = await ctx.createMember({ weight: 70 });
      await createProgressEntry(ctx.db, member.id, '2026-01-01', 70);
      const changed = profileMultipart({ name: 'New Name', weight: 65 });
      const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', ...changed });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: PROFILE_MESSAGES.weightLocked, code: 'weight_locked' });
      const row = await ctx.db.selectFrom('users').select(['name', 'weight']).where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Test Member', weight: 70 });

      const same = profileMultipart({ name: 'New Name', weight: 70 });
      const ok = await ctx.request(member, { method: 'PUT', url: '/api/users/update', ...same });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ name: 'New Name', weight: 70 });
    });
  });

  describe('photo', () => {
    it('stores a re-encoded photo without EXIF, serves it as an image and replaces the old file', async () => {
      const member = await ctx.createMember();
      const original = await jpegWithExif();
      expect((await sharp(original).metadata()).exif).toBeDefined();

      const first = profileMultipart({ name: 'Photo Person' }, { buffer: original, filename: 'me.jpg', contentType: 'image/jpeg' });
      const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', ...first });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().profilePicture;
      expect(url).toMatch(/^\/uploads\/profile_pictures\/[0-9a-f-]{36}\.jpg$/);

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);

      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer();
      const second = profileMultipart({}, { buffer: png, filename: 'new.png', contentType: 'image/png' });
      const replaced = await ctx.request(member, { method: 'PUT', url: '/api/users/update', ...second });
      expect(replaced.statusCode).toBe(200);
      const newUrl: string = replaced.json().profilePicture;
      expect(newUrl).toMatch(/\.png$/);
      expect(existsSync(fileOnDisk(newUrl))).toBe(true);
      expect(existsSync(fileOnDisk(url))).toBe(false);
    });

    it('refuses a non-image dressed up as one (400) and stores nothing', async () => {
      const member = await ctx.createMember({ name: 'Unchanged' });
      const fake = Buffer.from('#!/bin/sh\necho this is not a picture at all\n');
      const body = profileMultipart({ name: 'Changed' }, { buffer: fake, filename: 'cat.jpg', contentType: 'image/jpeg' });
      const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'unsupported_media', message: PROFILE_MESSAGES.notAnImage });
      const row = await ctx.db
        .selectFrom('users')
        .select(['name', 'profile_picture'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Unchanged', profile_picture: null });
      const dir = path.join(ctx.config.uploadsDir, 'profile_pictures');
      const { readdirSync } = await import('node:fs');
      const files = existsSync(dir) ? readdirSync(dir) : [];
      // Earlier tests may have stored photos; none may belong to this refused request.
      const rows = await ctx.db.selectFrom('users').select('profile_picture').where('profile_picture', 'is not', null).execute();
      expect(files.length).toBe(rows.length);
    });

    it('refuses a video as a profile photo', async () => {
      const member = await ctx.createMember();
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(32)]);
      const res = await ctx.request(member, {
        method: 'PUT',
        url: '/api/users/update',
        ...profileMultipart({}, { buffer: mp4, filename: 'a.png', contentType: 'image/png' }),
      });
      expect(res.statusCode).toBe(400);
    });

    it('refuses a photo over the size cap (413)', async () => {
      const member = await ctx.createMember();
      const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1_048_576 + 10)]);
      const res = await ctx.request(member, {
        method: 'PUT',
        url: '/api/users/update',
        ...profileMultipart({}, { buffer: big, filename: 'big.jpg', contentType: 'image/jpeg' }),
      });
      expect(res.statusCode).toBe(413);
    });
  });

  it('needs a token (401)', async () => {
    const res = await ctx.request(null, { method: 'PUT', url: '/api/users/update', ...profileMultipart({ name: 'x' }) });
    expect(res.statusCode).toBe(401);
  });
});
