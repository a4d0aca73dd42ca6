import type {
  AdminProductsExportQuery,
  AdminSellersExportQuery,
  AuditLogExportQuery,
  AuditLogQuery,
  AuditLogResponse,
} from '@drops/contracts';
import { csvExport, filteredList } from '../endpoint';

/** GET /admin/audit-log: the administrators' actions, newest first. */
export const listAuditLog = filteredList<AuditLogQuery, AuditLogResponse>('/admin/audit-log');

/** The three CSV exports (issue 16), each with its list's filters. */
export const exportAuditLogCsv = csvExport<AuditLogExportQuery>('/admin/audit-log/export.csv');
export const exportSellersCsv = csvExport<AdminSellersExportQuery>('/admin/sellers/export.csv');
export const exportProductsCsv = csvExport<AdminProductsExportQuery>('/admin/products/export.csv');
