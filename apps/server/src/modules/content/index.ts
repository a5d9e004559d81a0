// The coach's area and content (admin dashboard, banners, testimonials, workouts, deletion,
// search): every route of this domain, registered under /api, and the erasure job that keeps the
// promise of deleting marked accounts within 7 days.
import type { FastifyInstance } from 'fastify';
import { privateMediaDir } from '../../lib/media.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { bannersRoutes } from './banners.routes.js';
import { deletionRoutes } from './deletion.routes.js';
import { eraseDueAccounts } from './deletion.service.js';
import { searchRoutes } from './search.routes.js';
import { testimonialsRoutes } from './testimonials.routes.js';
import { workoutsRoutes } from './workouts.routes.js';
export { contentMemberData } from './member-data.js';
export { eraseAccount, ERASED_MOBILE_PREFIX } from './deletion.service.js';
export { answerList } from './paging.js';

/** How often the erasure job looks for accounts past their 7 days (hourly keeps the promise with room to spare). */
export const ERASURE_INTERVAL_MS = 60 * 60 * 1000;
/** The first run waits a little so a starting server is not slowed down. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(bannersRoutes);
  await app.register(testimonialsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(workoutsRoutes);
  await app.register(deletionRoutes);
  await app.register(searchRoutes);
  startErasureJob(app);
}

// Scheduled through app.locks so that in a fleet (REDIS_URL) only one instance erases at a time.
function startErasureJob(app: FastifyInstance): void {
  const stop = app.locks.scheduleExclusive(
    'account-erasure',
    ERASURE_INTERVAL_MS,
    async () => {
      const count = await eraseDueAccounts({
        db: app.db,
        uploadsDir: app.config.uploadsDir,
        privateDir: privateMediaDir(app.config.dataDir),
        memberData: app.memberData,
        forgetPresence: (id) => app.presence.forget(id),
        accountChanged: (id) => app.sessions.accountChanged(id),
      });
      if (count > 0) app.log.info({ count }, 'erased accounts past their deletion date');
    },
    {
      firstDelayMs: FIRST_RUN_DELAY_MS,
      onError: (error) => app.log.error({ err: error }, 'account erasure failed; will retry on the next run'),
    },
  );
  app.addHook('onClose', async () => {
    await stop();
  });
}
