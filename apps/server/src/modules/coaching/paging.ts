// Optional paging of admin lists: with ?page the answer is that page (still a plain array) and
// the X-Total-Count header carries the total; without it every row comes back (spec shape).
import type { FastifyReply } from 'fastify';

export async function maybePaged<T>(
  reply: FastifyReply,
  query: { page?: number; pageSize: number },
  list: (page?: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[]> {
  if (!query.page) return list();
  const [rows, total] = await Promise.all([list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize }), count()]);
  reply.header('x-total-count', String(total));
  return rows;
}
