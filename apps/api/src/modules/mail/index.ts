export { mailRoutes } from './mail.routes';
export { enqueueMail, mailWrites, NEXT_MAIL_ID, type OutgoingMail } from './mail.outbox';
export * as mailTables from './mail.tables';
export { deliverMail, mailDelivery, pokeMailWorkers } from './mail.delivery';
