// Coaching: slots, bookings, sessions, live sessions, trainers, subscription plans.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CoachingTables {}
