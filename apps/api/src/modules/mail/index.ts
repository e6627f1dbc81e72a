export { mailRoutes } from './mail.routes';
export { enqueueMail, type OutgoingMail } from './mail.outbox';
export * as mailTables from './mail.tables';
export {
  deliverDueMail,
  pokeMailWorkers,
  startMailWorker,
  MAX_ATTEMPTS,
  RETRY_DELAYS_SECONDS,
  type MailWorker,
} from './mail.worker';
