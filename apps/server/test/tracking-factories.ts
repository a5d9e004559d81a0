// Factories for the tracking domain's server tests: progress entries, diet plans, assignments and
// test images (a JPEG carrying EXIF camera metadata, made with sharp).
import sharp from 'sharp';
import { nowIso, type DB } from '../src/db/database.js';

export async function createProgressEntry(db: DB, userId: number, date: string, weight: number): Promise<number> {
  const { id } = await db
    .insertInto('progress_entries')
    .values({ user_id: userId, date, month: date.slice(0, 7), weight, calories: null, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createDietPlan(
  db: DB,
  overrides: Partial<{
    meal_type: string;
    description: string;
    plan_type: string;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
  }> = {},
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('diet_plans')
    .values({
      meal_type: 'Breakfast',
      description: 'Oats with berries',
      plan_type: 'Weight Loss',
      protein: 20,
      carbs: 45,
      fat: 8,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function assignDietPlan(db: DB, userId: number, dietPlanId: number): Promise<void> {
  await db.insertInto('diet_plan_assignments').values({ user_id: userId, diet_plan_id: dietPlanId, assigned_at: nowIso() }).execute();
}

/** A small JPEG with EXIF metadata (camera make and a GPS-like comment), as a phone would send. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'Leaky 3000', Copyright: 'GPS 18.5204N 73.8567E' } })
    .toBuffer();
}

/** A multipart body for PUT /api/users/update: the JSON `user` part and an optional file. */
export function profileMultipart(
  user: unknown,
  file?: { buffer: Buffer; filename: string; contentType: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rhythmfit${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="user"\r\n\r\n${JSON.stringify(user)}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.buffer);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
