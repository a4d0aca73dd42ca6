import { productMessages, sellerMessages } from '@drops/contracts';

/** The dashboard's wording: the spec's strings (sections 2, 4 and 8) and the few it leaves open. */
export const dashboardMessages = {
  /** Followed by the username: "Welcome, studio-north". */
  welcome: 'Welcome,',
  addDrop: 'ADD DROP',
  addDropEmpty: 'Add Drop',
  loading: 'Loading drops...',
  error: (message: string) => `Error: ${message}`,
  retry: 'Retry',
  empty: 'No Drops yet',
  emptyHint: 'Your drops will appear here once you add them.',
  noResults: 'No Results Found',
  noResultsHint: 'Please try another search or filter',
  fetchFailed: productMessages.fetchFailed,
  refreshFailed: productMessages.refreshFailed,
  errorTitle: 'Error',

  searchLabel: 'Search drops',
  searchPlaceholder: 'Search drops...',
  statusFilterLabel: 'Status',
  allStatus: 'All Status',
  statusFilters: {
    Published: 'Published',
    Draft: 'Draft',
    Upcoming: 'Upcoming',
    Badges: 'Badges',
  },
  searchButton: 'Search',
  updating: 'Updating drops...',

  dropsTable: 'Your drops',
  dropsList: 'Your drops',
  columns: {
    drop: 'Drop',
    category: 'Category',
    launchDate: 'Launch Date',
    quantity: 'Quantity',
    price: 'Price',
    status: 'Status',
    actions: 'Actions',
    dateAdded: 'Date Added',
  },
  badge: 'Badge',
  videoLabel: (name: string) => `Video of ${name}`,
  notSet: '–',

  sell: 'Sell',
  edit: 'Edit',
  delete: 'Delete',
  actionsFor: (name: string) => `Actions for ${name}`,
  accountUnderReview: sellerMessages.accountUnderReview,
  sellAfterApproval: sellerMessages.sellAfterApproval,

  deleteTitle: 'DELETE DROP?',
  deleteBody: (name: string) => `"${name}" will be removed for good. This action cannot be undone.`,
  deleteConfirm: 'DELETE',
  deleting: 'DELETING...',
  cancel: 'CANCEL',
  deleted: productMessages.deleted,
  removed: productMessages.removed,
  deleteFailed: productMessages.deleteFailed,

  sellRequestUnderReview: 'Your request to sell is under review.',
  // Issue 16: the request's date and, once decided, the decision.
  sellRequestedOn: (date: string) => `Requested on ${date}.`,
  sellRequestApproved: 'Your request to sell was approved.',
  sellRequestRejected: 'Your request to sell was not approved.',
  decidedOn: (date: string) => `Decided on ${date}.`,
  reviewReason: 'Reason',
  reviewNoReason: 'No reason was given',
  reviewNote: 'Note',
  pausedTag: 'Paused',
  launchesIn: (left: string) => `Live in ${left}`,
  timeLeft: (left: string) => `${left} left`,
  pausedTagDescription: 'Paused by an administrator: reads as Draft until it is restored',
  close: 'CLOSE',

  youreIn: "YOU'RE IN!",
  approved: 'APPROVED',
  welcomeFlexBody:
    'Your Flexer account is ready: show off your drops with no sales. You get 3 lives while your selling is under review.',
  welcomeSellBody: 'Your Seller account is approved. Add your first drop and start selling.',
  approvedBody: 'Your account is now a Seller account. Your drops can be sold.',
  // The spec's word ("choosing Add"); buttons show it in capitals.
  add: 'Add',

  invitation: 'INVITATION',
  invitationBody:
    'An administrator invites you to become a Seller. Accept to sell your drops straight away.',
  becomeSeller: 'Become Seller',
  invitationCancel: 'Cancel',
  accepting: 'ACCEPTING...',
  invitationApprovedBody: 'You are now a Seller. Your drops can be sold.',
} as const;
