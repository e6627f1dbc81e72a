import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import { loggedError } from './lib/log-errors';
import { storagePaths } from './lib/storage-paths';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { rateLimitPlugin } from './plugins/rate-limit';
import { publicStoragePlugin } from './plugins/public-storage';
import { requestContextPlugin } from './plugins/request-context';
import { routeListPlugin } from './plugins/route-list';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';
import { accountsRoutes } from './modules/accounts';
import { adminRoutes } from './modules/admin';
import { authRoutes, authenticateBearer } from './modules/auth';
import { cartRoutes } from './modules/cart';
import { catalogRoutes, catalogVersion } from './modules/catalog';
import { contentRoutes } from './modules/content';
import { lookupsRoutes } from './modules/lookups';
import { mailRoutes } from './modules/mail';
import { paymentsRoutes } from './modules/payments';
import { prescriptionsRoutes } from './modules/prescriptions';
import { medicineRequestsRoutes } from './modules/medicine-requests';
import { wishlistRoutes } from './modules/wishlist';
import { providersRoutes } from './modules/providers';
import { doctorPadFacts, doctorsBookingRoutes, doctorsListingRoutes, doctorsRoutes } from './modules/doctors';
import { ePrescriptionsRoutes } from './modules/e-prescriptions';
import { bookingsRoutes } from './modules/bookings';
import { nursesBookingRoutes, nursesListingRoutes, nursesRoutes } from './modules/nurses';
import { ambulancesBookingRoutes, ambulancesListingRoutes, ambulancesRoutes } from './modules/ambulances';
import { reviewsRoutes } from './modules/reviews';
import { jobsPlugin, jobsRoutes, queueHealth, type JobRunnerOptions } from './modules/jobs';
import { JOB_KINDS } from './background-jobs';
import { PRIVATE_FILE_KINDS } from './private-files';
import { PROVIDER_HOME, PROVIDER_KIND_MODULES } from './provider-kinds';
import { privateFilesPlugin } from './plugins/private-files';
import { realtimePlugin } from './plugins/realtime';
import { realtimeOptions, realtimeRoutes } from './modules/realtime';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Secret for signed links; generated into DATA_DIR by server.ts when not configured. */
  appKey: string;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** Outgoing HTTP (social sign-in checks); tests pass a fake. */
  fetch?: typeof fetch;
  /**
   * The job runner: the server runs jobs (`work: true`); tests build the app without (enqueued jobs
   * wait, `app.jobs.drain()` runs them) unless they ask, with shorter intervals.
   */
  jobs?: JobRunnerOptions;
  /** Realtime hub: how often sockets' tokens are re-checked (default a minute), the adapter's Redis key. */
  realtime?: { sweepMs?: number; redisKey?: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    appKey: string;
    httpFetch: typeof fetch;
    /** Shared counters (REDIS_URL); null keeps them in the database. */
    redis: Redis | null;
  }
}

/** Log redaction: secrets never reach the log (DESIGN.md section 4). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.password_confirmation',
  'req.body.old_password',
  'req.body.token',
  'req.query.token',
  'req.query.signature',
];

/**
 * Request log lines carry the path without its query string: links such as password resets and
 * signed verification URLs put secrets there. Errors are logged as type, code and message, never with the
 * SQL parameters a failed query carries (lib/log-errors.ts).
 */
export const LOG_SERIALIZERS = {
  err: loggedError,
  req: (req: { method: string; url: string; id?: string; ip?: string }) => ({
    id: req.id,
    method: req.method,
    url: req.url.split('?')[0],
    ip: req.ip,
  }),
};

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes "the nearest n addresses are proxies" (Fastify
 * itself trusts nothing for a bare number); addresses/CIDRs are checked against each hop.
 */
export function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
  return trust;
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A plugin's start may take longer than avvio's 10 s on a busy small machine (the web app's page renderer is
    // imported in one): a slow start beats a server that exits at its start.
    pluginTimeout: 60_000,
    // maxParamLength: a cart refresh carries up to 50 product ids in one path parameter (contracts/cart.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('appKey', deps.appKey);
  app.decorate('httpFetch', deps.fetch ?? fetch);
  app.decorate('redis', deps.redis ?? null);

  // A POST without a body validates as an empty object, so every missing field is reported.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });

  await app.register(routeListPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, { redis: deps.redis });
  const tokenIdleDays = deps.config.auth.tokenIdleDays;
  await app.register(authPlugin, { authenticate: (header) => authenticateBearer(deps.db, header, tokenIdleDays) });
  await app.register(swaggerPlugin);
  await app.register(realtimePlugin, {
    ...realtimeOptions(deps.db, deps.config),
    redis: deps.redis,
    redisKey: deps.realtime?.redisKey ?? 'nirog-socket.io',
    sweepMs: deps.realtime?.sweepMs ?? 60_000,
  });
  await app.register(uploadsPlugin);

  await app.register(jobsPlugin, { kinds: JOB_KINDS, options: deps.jobs ?? { work: false } });
  await app.register(healthPlugin, { db: deps.db, queue: () => queueHealth(deps.db) });
  await app.register(authRoutes);
  await app.register(lookupsRoutes);
  await app.register(contentRoutes);
  await app.register(catalogRoutes, { home: PROVIDER_HOME });
  await app.register(adminRoutes);
  await app.register(mailRoutes);
  await app.register(accountsRoutes);
  await app.register(cartRoutes);
  await app.register(paymentsRoutes);
  await app.register(prescriptionsRoutes);
  await app.register(medicineRequestsRoutes);
  await app.register(wishlistRoutes);
  await app.register(jobsRoutes);
  await app.register(providersRoutes, { kinds: PROVIDER_KIND_MODULES });
  await app.register(doctorsRoutes);
  await app.register(doctorsBookingRoutes);
  await app.register(ePrescriptionsRoutes, { padFacts: doctorPadFacts });
  await app.register(bookingsRoutes);
  await app.register(nursesRoutes);
  await app.register(ambulancesRoutes);
  await app.register(nursesBookingRoutes);
  await app.register(ambulancesBookingRoutes);
  await app.register(realtimeRoutes);
  await app.register(doctorsListingRoutes);
  await app.register(nursesListingRoutes);
  await app.register(ambulancesListingRoutes);
  await app.register(reviewsRoutes);
  await app.register(privateFilesPlugin, {
    kinds: PRIVATE_FILE_KINDS,
    root: storagePaths(deps.config.dataDir).private,
  });

  await app.register(publicStoragePlugin, { root: storagePaths(deps.config.dataDir).public });
  // The landing pages rendered on the server are kept like the shop's answers they show.
  await app.register(staticWebPlugin, {
    webDist: deps.config.webDist,
    pages: { ttlMs: deps.config.catalogCacheSeconds * 1000, version: catalogVersion },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
