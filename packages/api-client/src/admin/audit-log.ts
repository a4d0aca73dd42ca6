import type {
  AdminProductsExportQuery,
  AdminSellersExportQuery,
  AuditLogExportQuery,
  AuditLogQuery,
  AuditLogResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /admin/audit-log: the administrators' actions, newest first. */
export function listAuditLog(client: ApiClient, query: AuditLogQuery = {}) {
  return client.request<AuditLogResponse>('GET', '/admin/audit-log', { query });
}

/** The three CSV exports (issue 16), each with its list's filters. */
export function exportAuditLogCsv(client: ApiClient, query: AuditLogExportQuery = {}) {
  return client.download('/admin/audit-log/export.csv', { query });
}

export function exportSellersCsv(client: ApiClient, query: AdminSellersExportQuery = {}) {
  return client.download('/admin/sellers/export.csv', { query });
}

export function exportProductsCsv(client: ApiClient, query: AdminProductsExportQuery = {}) {
  return client.download('/admin/products/export.csv', { query });
}
