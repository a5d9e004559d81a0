// Contracts of the member health-tracking domain: profile updates and the values derived from a
// profile (age, BMI, medical conditions), monthly weight progress, diet plans and targets.
export * from './tracking-profile.js';
export * from './tracking-progress.js';
export * from './tracking-diet.js';
export * from './tracking-targets.js';
