import { Type, type Static } from '@sinclair/typebox';
import { AdminProductsQuerySchema, AdminSellersQuerySchema } from './admin';

/** CSV exports of the administrator lists (issue 16, point 6): the lists' filters, no page. */
export const AdminSellersExportQuerySchema = Type.Omit(AdminSellersQuerySchema, ['page', 'limit']);
export type AdminSellersExportQuery = Static<typeof AdminSellersExportQuerySchema>;

export const AdminProductsExportQuerySchema = Type.Omit(AdminProductsQuerySchema, [
  'page',
  'limit',
]);
export type AdminProductsExportQuery = Static<typeof AdminProductsExportQuerySchema>;
