// The training rules: plain data in and out, no database (issue 41).
export * from './types.js';
export * from './target-fit.js';
export * from './records.js';
export * from './progression.js';
export * from './shortfalls.js';
export * from './compliance.js';
