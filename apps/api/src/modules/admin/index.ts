export { adminRoutes } from './admin.routes';
export { auditEntriesAbout, writeAudit, type AuditRecord } from './admin.audit.service';
export * as adminTables from './admin.tables';
