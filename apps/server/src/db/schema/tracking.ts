// Member health tracking: progress entries, diet plans, assignments.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TrackingTables {}
