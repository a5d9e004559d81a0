// GET /api/search?q=: the screens whose names match (for the caller's role), plus for a coach the
// users by name or mobile, and for a member their own diet plans, sessions and bookings (read from
// the other domains' tables when those exist, by their documented names).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Expression, type SqlBool } from 'kysely';
import { ErrorResponseSchema, SearchQuerySchema, SearchResponseSchema, isAdminRole, searchScreens, type SearchHit } from '@rhythmfit/contracts';
import { currentUser } from '../../plugins/auth.js';
import { anyDb, likePattern, tableColumns } from './db-introspection.js';
import { ERASED_MOBILE_PREFIX } from './deletion.service.js';

const LIMIT = 20;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/search', {
    preHandler: app.authenticate,
    schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema, 401: ErrorResponseSchema } },
  }, async (request) => {
    const auth = currentUser(request);
    const q = request.query.q;
    const empty = { screens: [], users: [], dietPlans: [], sessions: [], bookings: [] };
    if (!q) return empty;
    const screens: SearchHit[] = searchScreens(q, auth.role).map((s) => ({ id: s.path, title: s.label, subtitle: s.keywords.join(', ') || null, path: s.path }));
    const pattern = likePattern(q);
    const like = (column: string) => sql<SqlBool>`lower(cast(${sql.ref(column)} as text)) like ${pattern} escape '\\'`;

    if (isAdminRole(auth.role)) {
      const users = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'mobile', 'role'])
        .where('mobile', 'not like', `${ERASED_MOBILE_PREFIX}%`)
        .where((eb) => eb.or([like('name'), like('mobile')]))
        .orderBy('name', 'asc')
        .limit(LIMIT)
        .execute();
      return { ...empty, screens, users: users.map((u) => ({ id: String(u.id), title: u.name, subtitle: `${u.mobile} · ${u.role}`, path: `/admin?user=${u.id}` })) };
    }

    const tables = await tableColumns(app.db);
    const db = anyDb(app.db);
    const has = (table: string, ...columns: string[]) => columns.every((c) => tables.get(table)?.has(c));
    const matchAny = (table: string, columns: string[]): Expression<SqlBool> | null => {
      const present = columns.filter((c) => tables.get(table)?.has(c)).map((c) => like(`${table}.${c}`));
      return present.length ? sql<SqlBool>`(${sql.join(present, sql` or `)})` : null;
    };

    let dietPlans: SearchHit[] = [];
    if (has('diet_plan_assignments', 'user_id', 'diet_plan_id') && has('diet_plans', 'id')) {
      const match = matchAny('diet_plans', ['meal_type', 'description', 'plan_type', 'title', 'name']);
      if (match) {
        const rows = await db
          .selectFrom('diet_plan_assignments')
          .innerJoin('diet_plans', 'diet_plans.id', 'diet_plan_assignments.diet_plan_id')
          .selectAll('diet_plans')
          .where('diet_plan_assignments.user_id', '=', auth.userId)
          .where(match)
          .limit(LIMIT)
          .execute();
        dietPlans = rows.map((row) => ({
          id: String(row.id),
          title: String(row.meal_type ?? row.title ?? row.name ?? 'Diet plan'),
          subtitle: row.description ? String(row.description) : null,
          path: '/diet-plans',
        }));
      }
    }

    const own = async (table: string, columns: string[], path: string, label: (row: Record<string, unknown>) => [string, string | null]) => {
      if (!has(table, 'user_id')) return [];
      const match = matchAny(table, columns);
      if (!match) return [];
      const rows = await db.selectFrom(table).selectAll().where('user_id', '=', auth.userId).where(match).limit(LIMIT).execute();
      return rows.map((row) => {
        const [title, subtitle] = label(row);
        return { id: String(row.id), title, subtitle, path };
      });
    };
    const when = (row: Record<string, unknown>) => [row.date, row.time].filter(Boolean).join(' ');
    const sessions = await own('coaching_sessions', ['date', 'time', 'message', 'status'], '/dashboard', (row) => [
      `Session ${when(row)}`.trim(),
      [row.status, row.message].filter(Boolean).join(' · ') || null,
    ]);
    const bookings = await own('bookings', ['date', 'time', 'status', 'trainer_name'], '/my-bookings', (row) => [
      `Appointment ${when(row)}`.trim(),
      [row.trainer_name, row.status].filter(Boolean).join(' · ') || null,
    ]);
    return { ...empty, screens, dietPlans, sessions, bookings };
  });
}
