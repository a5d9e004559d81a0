// Circadian rhythm: daily records.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CircadianTables {}
