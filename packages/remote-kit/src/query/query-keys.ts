/**
 * Every key of the page's query cache, in one place: the cache is one for the shell and all the
 * remotes, so each key starts with the audience that reads it, and a save in one area can
 * invalidate what another shows (a saved drop, the dashboard's list).
 */
export const queryKeys = {
  seller: {
    all: ['seller'] as const,
    drops: () => ['seller', 'drops'] as const,
    dropList: (search: string, status: string) =>
      ['seller', 'drops', 'list', search, status] as const,
    drop: (dropId: string) => ['seller', 'drops', 'one', dropId] as const,
    collections: () => ['seller', 'collections'] as const,
    profile: () => ['seller', 'profile'] as const,
    approvalCheck: () => ['seller', 'approval-check'] as const,
    sessions: () => ['seller', 'sessions'] as const,
    notifications: () => ['seller', 'notifications'] as const,
    webhooks: () => ['seller', 'webhooks'] as const,
    webhookDeliveries: (endpointId: string) =>
      ['seller', 'webhook-deliveries', endpointId] as const,
  },
  admin: {
    all: ['admin'] as const,
    overview: () => ['admin', 'overview'] as const,
    sellers: () => ['admin', 'sellers'] as const,
    sellerList: (listKey: string) => ['admin', 'sellers', 'list', listKey] as const,
    seller: (sellerId: string) => ['admin', 'sellers', 'one', sellerId] as const,
    products: () => ['admin', 'products'] as const,
    productList: (listKey: string) => ['admin', 'products', 'list', listKey] as const,
    product: (productId: string) => ['admin', 'products', 'one', productId] as const,
    categories: () => ['admin', 'categories'] as const,
    categoryList: (listKey: string) => ['admin', 'categories', 'list', listKey] as const,
    activity: (listKey: string) => ['admin', 'activity', listKey] as const,
    audit: (targetType: string, targetId: string) =>
      ['admin', 'audit', targetType, targetId] as const,
    sessionCheck: (token: string) => ['admin', 'session-check', token] as const,
    administrators: () => ['admin', 'administrators'] as const,
    releases: () => ['admin', 'releases'] as const,
    releaseHistories: () => ['admin', 'releases', 'history'] as const,
    releaseHistory: (remote: string) => ['admin', 'releases', 'history', remote] as const,
  },
};
