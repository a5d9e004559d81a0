// Content and the coach's area: banners, testimonials, workouts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
