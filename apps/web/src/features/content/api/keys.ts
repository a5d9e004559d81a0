// Query keys of the content feature, in one place so mutations invalidate the right lists.
export const contentKeys = {
  banners: ['banners'] as const,
  testimonials: ['testimonials'] as const,
  admin: ['admin'] as const,
  adminList: (path: string, params: object) => ['admin', 'list', path, params] as const,
  adminUser: (id: number) => ['admin', 'user', id] as const,
  adminStats: ['admin', 'stats'] as const,
  search: (q: string) => ['search', q] as const,
};
