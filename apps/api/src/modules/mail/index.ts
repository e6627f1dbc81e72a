export { mailRoutes } from './mail.routes';
export { enqueueMail, type OutgoingMail } from './mail.outbox';
export * as mailTables from './mail.tables';
export { startMailWorker } from './mail.worker';
