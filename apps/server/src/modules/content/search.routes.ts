// GET /api/search?q=: the screens whose names match (for the caller's role), plus for a coach the
// users by name or mobile, and for a member their own diet plans, sessions and bookings, asked of
// each domain through the member-data registry (app.memberData).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  isAdminRole,
  searchScreens,
  type SearchHit,
} from '@rhythmfit/contracts';
import { likeCi, likePattern, type MemberSearchHits } from '../../lib/member-data.js';
import { currentUser } from '../../plugins/auth.js';
import { ERASED_MOBILE_PREFIX } from './deletion.service.js';

const LIMIT = 20;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/search',
    {
      preHandler: app.authenticate,
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      const auth = currentUser(request);
      const q = request.query.q;
      const empty = { screens: [], users: [], dietPlans: [], sessions: [], bookings: [] };
      if (!q) return empty;
      const screens: SearchHit[] = searchScreens(q, auth.role).map((s) => ({
        id: s.path,
        title: s.label,
        subtitle: s.keywords.join(', ') || null,
        path: s.path,
        kind: 'screen',
      }));
      const pattern = likePattern(q);

      if (isAdminRole(auth.role)) {
        const users = await app.db
          .selectFrom('users')
          .select(['id', 'name', 'mobile', 'role'])
          .where('mobile', 'not like', `${ERASED_MOBILE_PREFIX}%`)
          .where((eb) => eb.or([likeCi('name', pattern), likeCi('mobile', pattern)]))
          .orderBy('name', 'asc')
          .limit(LIMIT)
          .execute();
        return {
          ...empty,
          screens,
          users: users.map((u) => ({
            id: String(u.id),
            title: u.name,
            subtitle: `${u.mobile} · ${u.role}`,
            path: `/admin?user=${u.id}`,
            kind: 'user' as const,
            mobile: u.mobile,
            role: u.role,
          })),
        };
      }

      const own: MemberSearchHits = { dietPlans: [], sessions: [], bookings: [] };
      for (const owner of app.memberData) {
        if (!owner.search) continue;
        const hits = await owner.search(app.db, auth.userId, pattern, LIMIT);
        for (const key of Object.keys(own) as (keyof MemberSearchHits)[]) own[key].push(...(hits[key] ?? []));
      }
      return { ...empty, screens, ...own };
    },
  );
}
