// The admin list convention: without `page` every row (the spec's plain array); with it one page,
// still an array, and the total in the X-Total-Count header.
import type { FastifyReply } from 'fastify';
import type { AdminListQuery } from '@rhythmfit/contracts';

export interface PageWindow {
  limit?: number;
  offset?: number;
}

export function pageWindow(query: AdminListQuery): PageWindow {
  if (!query.page) return {};
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export async function answerList<T>(
  reply: FastifyReply,
  query: AdminListQuery,
  rows: (window: PageWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[]> {
  const window = pageWindow(query);
  const items = await rows(window);
  const total = query.page ? await count() : items.length;
  reply.header('x-total-count', String(total));
  reply.header('access-control-expose-headers', 'X-Total-Count');
  return items;
}
