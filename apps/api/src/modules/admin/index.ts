export { adminRoutes } from './admin.routes';
export { writeAudit, type AuditRecord } from './admin.audit.service';
export * as adminTables from './admin.tables';
