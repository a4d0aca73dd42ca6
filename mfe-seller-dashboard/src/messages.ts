import { productMessages } from '@drops/contracts';

/** The dashboard's wording: the spec's strings (section 2) and the few it leaves open. */
export const dashboardMessages = {
  welcome: (username: string) => `Welcome, ${username}`,
  addDrop: 'ADD DROP',
  addDropEmpty: 'Add Drop',
  loading: 'Loading drops...',
  error: (message: string) => `Error: ${message}`,
  retry: 'Retry',
  empty: 'No Drops yet',
  emptyHint: 'Your drops will appear here once you add them.',
  fetchFailed: productMessages.fetchFailed,
  dropsTable: 'Your drops',
  columns: { drop: 'Drop', category: 'Category', status: 'Status', dateAdded: 'Date Added' },
} as const;
