// Content and the coach's area: banners, testimonials, account deletion requests (the simple workouts are scheduled workouts now: schema/training.ts).
import type { Generated, Selectable } from 'kysely';

export interface BannersTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  image_url: string | null;
  video_url: string | null;
  created_at: string;
  updated_at: string;
}
export type BannerRow = Selectable<BannersTable>;

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  role: Generated<string>;
  message: string;
  image_url: string | null;
  video_url: string | null;
  created_at: string;
  updated_at: string;
}
export type TestimonialRow = Selectable<TestimonialsTable>;

export interface AccountDeletionRequestsTable {
  id: Generated<number>;
  user_id: number;
  mobile: string | null;
  reason: string | null;
  requested_at: string;
  erase_after: string;
  erased_at: string | null;
  cancelled_at: string | null;
}

export interface ContentTables {
  banners: BannersTable;
  testimonials: TestimonialsTable;
  account_deletion_requests: AccountDeletionRequestsTable;
}
