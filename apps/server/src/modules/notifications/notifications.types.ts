// The shapes the notification system's parts hand each other (the service, its repository, the live
// event log, the routes, other modules' notices). They live here, not in the service, so those parts
// import them without importing the service that imports them back.
import type { Language, NotificationKind } from '@rhythmfit/contracts';

export type Recipients = { userIds: number[] } | { coaches: true };

export interface NotifyInput {
  to: Recipients;
  kind: NotificationKind;
  /** In English; `translations` holds the other languages (each recipient reads their own). */
  title: string;
  body: string;
  link: string | null;
  translations?: Partial<Record<Exclude<Language, 'en'>, NoticeText>>;
}

export interface NoticeText {
  title: string;
  body: string;
}

export interface LiveEvent {
  type: string;
  data: unknown;
}
