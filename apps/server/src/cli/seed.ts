// npm run seed: fills an EMPTY database with a small, realistic coaching business so a new user sees
// a living app: a coach, 30 members with six months of weight, two weeks of circadian days, diet
// plans, appointments in every state, dashboard sessions, live sessions, banners with images,
// testimonials and trainers, then each domain's own demo data, one call each to a function in its
// own file (seed-payments.ts: three months of memberships sold). Deterministic (fixed seeds), so
// every run looks the same. Refuses to touch a database that already has members.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { shiftIsoDate, type EatingEventBody, type Meal } from '@rhythmfit/contracts';
import { loadConfig, type AppConfig } from '../config/config.js';
import { migrateToLatest, openDatabase, type DB } from '../db/database.js';
import { bumpListVersion, LIST_NAMES } from '../lib/list-versions.js';
import { hashPassword } from '../modules/auth/index.js';
import { logCircadianDay } from '../modules/circadian/index.js';
import { insertUser } from '../modules/users/index.js';
import { seededRandom, type SeedContext, type SeedPerson } from './seed-context.js';
import { seedCheckIns, type DemoCheckInsResult } from './seed-check-ins.js';
import { seedPayments, type DemoPaymentsResult } from './seed-payments.js';
import { seedTraining, type DemoTrainingResult } from './seed-training.js';

export const SEED_COACH = { mobile: '9000000001', password: 'coach-demo-2026', name: 'Coach Priya Nair' };
export const SEED_MEMBER_PASSWORD = 'member-demo-2026';
export const SEED_MEMBERS = 30;

const FIRST = [
  'Aarav',
  'Ananya',
  'Vihaan',
  'Diya',
  'Arjun',
  'Ishaan',
  'Meera',
  'Kabir',
  'Saanvi',
  'Rohan',
  'Aditi',
  'Karthik',
  'Neha',
  'Vikram',
  'Pooja',
  'Siddharth',
  'Kavya',
  'Rahul',
  'Sneha',
  'Aditya',
  'Riya',
  'Manoj',
  'Lakshmi',
  'Farhan',
  'Zoya',
  'Harpreet',
  'Gaurav',
  'Tanvi',
  'Naveen',
  'Shreya',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Nair',
  'Gupta',
  'Menon',
  'Singh',
  'Rao',
  'Kulkarni',
  'Das',
  'Joshi',
  'Khan',
  'Bose',
  'Pillai',
];
const CITIES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Kochi', 'Kerala'],
  ['Delhi', 'Delhi'],
  ['Jaipur', 'Rajasthan'],
  ['Ahmedabad', 'Gujarat'],
  ['Kolkata', 'West Bengal'],
];
const GOALS = [
  'Lose 8 kg before the wedding',
  'Sleep before 23:00 every night',
  'Eat dinner before 20:00',
  'Run a 10 km race',
  'Bring my blood pressure down',
  'Build strength after a knee injury',
];

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:MM of a number of minutes after midnight (rounded to the minute first, so never "19:60"). */
const clock = (minutes: number) => {
  const whole = Math.round(minutes);
  return `${pad(Math.floor(whole / 60) % 24)}:${pad(whole % 60)}`;
};
const SNACKS = ['Fruit', 'Roasted chana', 'Chai and biscuits', 'Buttermilk'] as const;

/**
 * Banner images are drawn for the dashboard's banner row (apps/web features/content
 * dashboard-banners): each banner's image box is cropped to cover, 190 px high on a phone where a
 * banner takes 85% of the row, 240 px from md (two side by side, or one across). That box runs from
 * about 1.5:1 (a 390 px phone) to 4:1 (one wide banner on a desktop), so the image is 2:1 and its
 * headline sits in the middle safe area that every ratio in that range keeps: the central 900 x 300
 * of 1200 x 600 (1.5:1 crops the sides to 900 px, 4:1 crops top and bottom to 300 px). The font
 * size shrinks for a long headline so it always fits that width.
 */
export const BANNER_IMAGE = { width: 1200, height: 600, safeWidth: 900, safeHeight: 300 } as const;

/** The headline's font size: as large as 72 px while roughly `safeWidth` minus margins (a bold glyph is ~0.6 em wide on average). */
export function bannerFontSize(label: string): number {
  return Math.min(72, Math.floor((BANNER_IMAGE.safeWidth - 80) / (label.length * 0.6)));
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function bannerImage(uploadsDir: string, name: string, colour: string, label: string): Promise<string> {
  const { width, height } = BANNER_IMAGE;
  const size = bannerFontSize(label);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="260" fill="#ffffff" opacity="0.12"/><circle cx="${width / 2}" cy="${height / 2}" r="170" fill="#ffffff" opacity="0.1"/><text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text></svg>`;
  const dir = path.join(uploadsDir, 'banners');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.png`), await sharp(Buffer.from(svg)).png().toBuffer());
  return `/uploads/banners/${name}.png`;
}

export interface SeedResult {
  members: number;
  progressEntries: number;
  circadianDays: number;
  bookings: number;
  payments: DemoPaymentsResult;
  checkIns: DemoCheckInsResult;
  training: DemoTrainingResult;
}

type PeopleResult = Omit<SeedResult, 'payments' | 'checkIns' | 'training'>;

export async function seed(db: DB, config: AppConfig, today = new Date()): Promise<SeedResult> {
  const members = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', 'USER')
    .executeTakeFirstOrThrow();
  if (Number(members.n) > 0) throw new Error('This database already has members: the demo data is only for an empty one.');
  const { result, ...people } = await seedPeople(db, config, today);
  // Each domain's demo data after the people exist, through its own services (which open their own
  // transactions, as for a request): one call each, in its own file.
  const context: SeedContext = { db, config, now: today, ...people };
  const payments = await seedPayments(context);
  // Training before check-ins: a check-in's week then shows the training it had.
  const training = await seedTraining(context);
  return { ...result, payments, training, checkIns: await seedCheckIns(context) };
}

/** The coach, the members and what the specification's screens list, in one transaction. */
async function seedPeople(
  db: DB,
  config: Pick<AppConfig, 'uploadsDir'>,
  today: Date,
): Promise<{ result: PeopleResult; coach: SeedPerson; members: SeedPerson[] }> {
  const rand = seededRandom(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const now = today.toISOString();
  const todayDate = now.slice(0, 10);
  const result: PeopleResult = { members: 0, progressEntries: 0, circadianDays: 0, bookings: 0 };

  return db.transaction().execute(async (trx) => {
    const existingCoach = await trx
      .selectFrom('users')
      .select(['id', 'name', 'mobile'])
      .where('mobile', '=', SEED_COACH.mobile)
      .executeTakeFirst();
    const coach =
      existingCoach ??
      (await insertUser(trx, {
        name: SEED_COACH.name,
        mobile: SEED_COACH.mobile,
        password_hash: await hashPassword(SEED_COACH.password),
        role: 'SUPERADMIN',
        city: 'Pune',
        state: 'Maharashtra',
        mobile_verified: 1,
        deleted: 0,
        created_at: now,
        updated_at: now,
      }));

    const memberHash = await hashPassword(SEED_MEMBER_PASSWORD);
    const people: SeedPerson[] = [];
    for (let i = 0; i < SEED_MEMBERS; i += 1) {
      const [city, state] = pick(CITIES);
      const height = 150 + Math.round(rand() * 35);
      const startWeight = Math.round((55 + rand() * 40) * 10) / 10;
      const member = await insertUser(trx, {
        name: `${FIRST[i % FIRST.length]} ${pick(LAST)}`,
        mobile: `98${String(10_000_000 + i * 7919).slice(-8)}`,
        password_hash: memberHash,
        role: 'USER',
        city,
        state,
        gender: i % 2 === 0 ? 'Female' : 'Male',
        dob: `${1965 + Math.floor(rand() * 35)}-${pad(1 + Math.floor(rand() * 12))}-${pad(1 + Math.floor(rand() * 28))}`,
        height,
        weight: startWeight,
        bp: rand() < 0.2 ? '142/92' : '118/78',
        goal: pick(GOALS),
        mobile_verified: 1,
        deleted: 0,
        created_at: new Date(today.getTime() - (200 - i) * 86_400_000).toISOString(),
        updated_at: now,
      });
      people.push({ id: member.id, name: member.name, mobile: member.mobile });

      // Six monthly weigh-ins on the 1st, mostly trending toward the goal.
      let weight = startWeight;
      for (let m = 5; m >= 0; m -= 1) {
        const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 1)).toISOString().slice(0, 10);
        weight = Math.round((weight - 0.4 - rand() * 1.2 + (rand() < 0.2 ? 2.2 : 0)) * 10) / 10;
        await trx
          .insertInto('progress_entries')
          .values({
            user_id: member.id,
            date: first,
            month: first.slice(0, 7),
            weight,
            calories: 1500 + Math.round(rand() * 700),
            created_at: now,
          })
          .execute();
        result.progressEntries += 1;
      }

      // Two weeks of circadian days; the late eaters and short sleepers are there on purpose. Written
      // through the API's rules: meal marks inside their windows, late eating as eating events.
      const lateEater = i % 5 === 0;
      const earlyTea = i % 10 === 0;
      for (let d = 14; d >= 1; d -= 1) {
        if (rand() < 0.15) continue; // a day without a log
        const date = shiftIsoDate(todayDate, -d);
        const sleepStartMinutes = 22 * 60 + Math.round(rand() * (i % 4 === 0 ? 180 : 60));
        const sleepStart = new Date(`${date}T00:00:00.000Z`).getTime() + sleepStartMinutes * 60_000 - 5.5 * 3_600_000;
        const meals: { meal: Meal; time: string }[] = [{ meal: 'breakfast', time: clock(7 * 60 + rand() * 90) }];
        if (rand() < 0.9) meals.push({ meal: 'lunch', time: clock(12 * 60 + rand() * 60) });
        const eating: EatingEventBody[] = [];
        if (earlyTea) eating.push({ time: clock(6 * 60 + rand() * 30), kind: 'drink', note: 'Tea' });
        if (rand() < 0.3) eating.push({ time: clock(16 * 60 + 30 + rand() * 60), kind: 'snack', note: pick(SNACKS) });
        if (lateEater) eating.push({ time: clock(21 * 60 + rand() * 75), kind: 'meal', note: 'Dinner' });
        else meals.push({ meal: 'dinner', time: clock(18 * 60 + 15 + rand() * 100) });
        await logCircadianDay(trx, member.id, date, {
          meals,
          eating,
          waterCups: 3 + Math.floor(rand() * 6),
          sleep: {
            start: new Date(sleepStart).toISOString(),
            end: new Date(sleepStart + (6 + rand() * 2.5) * 3_600_000).toISOString(),
          },
        });
        result.circadianDays += 1;
      }
      result.members += 1;
    }

    const plans = [
      {
        meal_type: 'Breakfast',
        plan_type: 'Weight Loss',
        description: 'Vegetable poha with sprouts and a glass of buttermilk',
        protein: 18,
        carbs: 45,
        fat: 9,
      },
      {
        meal_type: 'Lunch',
        plan_type: 'Weight Loss',
        description: 'Two phulkas, dal, sabzi and a bowl of salad',
        protein: 24,
        carbs: 60,
        fat: 12,
      },
      {
        meal_type: 'Dinner',
        plan_type: 'Healthy Life',
        description: 'Grilled paneer with sautéed vegetables, before 20:00',
        protein: 28,
        carbs: 20,
        fat: 16,
      },
      {
        meal_type: 'Snack',
        plan_type: 'Weight Gain',
        description: 'Banana peanut-butter smoothie with oats',
        protein: 20,
        carbs: 55,
        fat: 14,
      },
    ];
    const planIds: number[] = [];
    for (const plan of plans) {
      const { id } = await trx
        .insertInto('diet_plans')
        .values({ ...plan, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      planIds.push(id);
    }
    const memberIds = people.map((person) => person.id);
    for (const [i, userId] of memberIds.entries()) {
      for (const planId of [planIds[i % 3]!, ...(i % 4 === 0 ? [planIds[3]!] : [])]) {
        await trx.insertInto('diet_plan_assignments').values({ user_id: userId, diet_plan_id: planId, assigned_at: now }).execute();
      }
    }

    // Slots for the past week and the next ten days; about half are booked, in every state.
    const statuses = ['confirmed', 'pending', 'cancelled', 'confirmed'];
    let member = 0;
    for (let d = -7; d <= 10; d += 1) {
      const date = shiftIsoDate(todayDate, d);
      for (const time of ['09:00', '10:30', '12:00', '16:00', '17:30']) {
        const booked = rand() < 0.5;
        const status = d < 0 ? 'confirmed' : pick(statuses);
        const { id: slotId } = await trx
          .insertInto('slots')
          .values({ date, time, booked: booked && status !== 'cancelled' ? 1 : 0, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!booked) continue;
        await trx
          .insertInto('bookings')
          .values({
            user_id: memberIds[member++ % memberIds.length]!,
            slot_id: slotId,
            date,
            time,
            status,
            meeting_link: status === 'confirmed' ? 'https://meet.google.com/rhy-thmf-itx' : null,
            trainer_name: 'Personal Coach',
            created_at: now,
            updated_at: now,
          })
          .execute();
        result.bookings += 1;
      }
    }

    for (const [i, userId] of memberIds.slice(0, 8).entries()) {
      await trx
        .insertInto('coaching_sessions')
        .values({
          user_id: userId,
          date: shiftIsoDate(todayDate, 1 + i),
          time: '18:00',
          message: pick(['Plateau for three weeks', 'Knee pain on runs', 'Sleep schedule help', null]),
          status: i % 3 === 0 ? 'upcoming' : 'pending',
          zoom_link: i % 3 === 0 ? 'https://zoom.us/j/5550101' : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    const hour = 3_600_000;
    for (const [i, title] of ['Morning Yoga Flow', 'HIIT Express', 'Mindful Eating Q&A', 'Strength Basics'].entries()) {
      const start = new Date(today.getTime() + (i * 26 + 2) * hour);
      start.setUTCMinutes(0, 0, 0);
      await trx
        .insertInto('live_sessions')
        .values({
          title,
          trainer: pick(['Asha Menon', 'Ravi Kumar', 'Dr. Kavita Rao']),
          start_time: start.toISOString(),
          end_time: new Date(start.getTime() + hour).toISOString(),
          zoom_link: 'https://zoom.us/j/5550123',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    const banners = [
      { name: 'seed-rhythm', colour: '#0b7285', title: 'Eat with the sun', subtitle: 'Finish dinner before 20:00 this week' },
      { name: 'seed-sleep', colour: '#5f3dc4', title: 'Sleep is training too', subtitle: 'Same bedtime, every night' },
    ];
    for (const banner of banners) {
      await trx
        .insertInto('banners')
        .values({
          title: banner.title,
          subtitle: banner.subtitle,
          image_url: await bannerImage(config.uploadsDir, banner.name, banner.colour, banner.title),
          video_url: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const [name, message] of [
      ['Meera S.', 'Lost 9 kg in five months without giving up rice. Eating earlier changed everything.'],
      ['Karthik R.', 'My sleep went from chaotic to clockwork. I wake up before my alarm now.'],
      ['Pooja N.', 'The coach noticed my late dinners before I did. Blood pressure is back to normal.'],
    ] as const) {
      await trx
        .insertInto('testimonials')
        .values({ name, message, image_url: null, video_url: null, created_at: now, updated_at: now })
        .execute();
    }
    // The live sessions' trainers, beside the ones a fresh database has (migration 0003): a name
    // already listed is not listed twice.
    const trainers = new Set((await trx.selectFrom('trainers').select('name').execute()).map((row) => row.name.trim().toLowerCase()));
    for (const [name, specialization, experience] of [
      ['Asha Menon', 'Yoga and mobility', 9],
      ['Ravi Kumar', 'Strength and HIIT', 6],
      ['Dr. Kavita Rao', 'Nutrition', 12],
    ] as const) {
      if (trainers.has(name.toLowerCase())) continue;
      await trx.insertInto('trainers').values({ name, specialization, experience, created_at: now }).execute();
    }
    // Every list written above has a new version, so running servers' ETags move too.
    for (const name of LIST_NAMES) await bumpListVersion(trx, name);
    return { result, coach: { id: coach.id, name: coach.name, mobile: coach.mobile }, members: people };
  });
}

// Run as a command (npm run seed), not when imported by a test.
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await seed(database.db, config);
    console.log(
      `Demo data added: ${result.members} members, ${result.progressEntries} weigh-ins, ${result.circadianDays} circadian days, ${result.bookings} appointments, ` +
        `${result.payments.paid} payments (${result.payments.offline} at the desk, ${result.payments.refunded} refunded, ${result.payments.abandoned} checkouts left unpaid), ` +
        `${result.training.programs} training programs with ${result.training.finished} workouts logged (${result.training.records} records).`,
    );
    console.log(
      `Sign in as the coach with ${SEED_COACH.mobile} / ${SEED_COACH.password}, or as any member with their number / ${SEED_MEMBER_PASSWORD}.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
