// Training (issue 41): the exercise library, and what the other modules use of it.
export { trainingMemberData } from './member-data.js';
