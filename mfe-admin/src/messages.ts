import { adminMessages } from '@drops/contracts';

/** The administration area's wording: spec sections 2 and 8, and the labels they leave open. */
export const adminAreaMessages = {
  ...adminMessages,
  navigation: 'Administration',
  dashboard: 'Dashboard',
  sellers: 'Sellers',
  products: 'Products',
  categories: 'Categories',
  administrator: 'Administrator',
  logout: 'Logout',
  loading: 'Loading...',
  retry: 'Retry',
  viewAll: 'View All',
  totalSellers: 'Total sellers',
  pendingSellers: 'Pending sellers',
  totalProducts: 'Total products',
  recentSellers: 'Recent sellers',
  recentProducts: 'Recent products',
  columns: {
    username: 'Username',
    email: 'Email',
    accountType: 'Account type',
    status: 'Status',
    product: 'Product',
    seller: 'Seller',
    category: 'Category',
    name: 'Name',
    created: 'Created',
  },
} as const;
