// Query keys of the coaching feature, in one place so mutations invalidate the right lists.
export const coachingKeys = {
  freeSlots: (date: string) => ['coaching', 'free-slots', date] as const,
  adminSlots: (date: string) => ['coaching', 'admin-slots', date] as const,
  myBookings: (userId: number | null) => ['coaching', 'my-bookings', userId] as const,
  allBookings: ['coaching', 'all-bookings'] as const,
  mySessions: ['coaching', 'my-sessions'] as const,
  allSessions: ['coaching', 'all-sessions'] as const,
  upcomingLive: ['coaching', 'live-upcoming'] as const,
  allLive: ['coaching', 'live-all'] as const,
  trainers: ['coaching', 'trainers'] as const,
  bookingPolicy: ['coaching', 'booking-policy'] as const,
  waitlist: ['coaching', 'waitlist'] as const,
};
