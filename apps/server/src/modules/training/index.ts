// Training (issue 41): the exercise library, the coach's workouts and programs, the member's
// scheduled workouts, logs, records and history; and what the other modules use of it.
import type { FastifyInstance } from 'fastify';
import { coachTrainingRoutes } from './coach.routes.js';
import { exercisesRoutes } from './exercises.routes.js';
import { memberTrainingRoutes } from './member.routes.js';
export { trainingMemberData } from './member-data.js';

export async function registerTrainingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(exercisesRoutes);
  await app.register(coachTrainingRoutes);
  await app.register(memberTrainingRoutes);
}
