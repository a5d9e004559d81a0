// The shapes the notification system's parts hand each other (the service, its repository, the live
// event log, the routes, other modules' notices). They live here, not in the service, so those parts
// import them without importing the service that imports them back.
import type { NotificationKind } from '@rhythmfit/contracts';

export type Recipients = { userIds: number[] } | { coaches: true };

export interface NotifyInput {
  to: Recipients;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export interface LiveEvent {
  type: string;
  data: unknown;
}
