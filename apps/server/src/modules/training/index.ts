// Training (issue 41): the exercise library, the coach's workouts and programs, the member's
// scheduled workouts, logs, records and history, the coach's view of a member's training, the
// morning workout reminders; and what the other modules use of it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { coachTrainingViewRoutes } from './coach-views.routes.js';
import { coachTrainingRoutes } from './coach.routes.js';
import { exercisesRoutes } from './exercises.routes.js';
import { memberTrainingRoutes } from './member.routes.js';
import { createTrainingReminders, type TrainingReminders } from './reminders.js';
export { trainingMemberData } from './member-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    trainingReminders: TrainingReminders;
  }
}

export async function registerTrainingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(exercisesRoutes);
  await app.register(coachTrainingRoutes);
  await app.register(memberTrainingRoutes);
  await app.register(coachTrainingViewRoutes);
}

/** app.trainingReminders: the morning reminder of a planned workout, a tick run once across the fleet. */
export const trainingRemindersPlugin = fp(
  async (app: FastifyInstance, options: { autoStart?: boolean }) => {
    const service = createTrainingReminders({
      db: app.db,
      businessTimeZone: app.config.businessTimeZone,
      intervalMs: app.config.jobsPollMs,
      locks: app.locks,
      log: app.log,
      onTick: (outcome) => app.metrics?.jobRun('workout-reminders', outcome),
    });
    app.decorate('trainingReminders', service);
    if (options.autoStart !== false) app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'training-reminders', dependencies: ['notifications'] },
);
// The demo seed writes training through these (cli/seed-training.ts).
export { scheduledItemColumns } from './coach.routes.js';
export { exerciseIdsText } from './exercises.js';
export { checkItems, parseItems, type StoredItem } from './items.js';
export { saveLog, skip } from './scheduled.service.js';
