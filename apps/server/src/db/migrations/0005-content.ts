// Content and the coach's area: banners, testimonials, workouts, deletion handling.
// (Filled in by its issue; an empty migration is a no-op on a fresh database.)
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
