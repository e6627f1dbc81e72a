import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminApplicationActionBodySchema,
  AdminApplicationActionParamsSchema,
  AdminApplicationActionResponseSchema,
  AdminApplicationParamsSchema,
  AdminApplicationSchema,
  AdminApplicationsQuerySchema,
  AdminApplicationsResponseSchema,
  ADMIN_SECTIONS,
  MyApplicationsResponseSchema,
  PresenceResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { requireAuth } from '../../plugins/auth';
import { ONLINE_WINDOW_MS } from '../auth';
import {
  getApplication,
  listApplications,
  reviewApplication,
  touchPresence,
  type ProviderKindModule,
} from './providers.review.service';
import { applicationsOf } from './providers.service';

const security = [{ bearer: [] }];
const staff = { roles: [...ADMIN_SECTIONS.providers] };

/**
 * The kernel's own calls: the presence heartbeat and the back office's review of applications of
 * every kind (`kinds` gives each kind's profile for the detail view).
 */
export const providersRoutes: FastifyPluginAsyncZod<{ kinds: ProviderKindModule[] }> = async (app, { kinds }) => {
  const signer: PrivateFileSigner = { appKey: app.appKey, ttlMinutes: app.config.privateFileLinkMinutes };

  app.post(
    '/api/update-user-status',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['providers'],
        security,
        summary: 'Presence heartbeat (every 120 s): online while the last one is under 5 minutes old',
        response: { 200: PresenceResponseSchema },
      },
    },
    async (request) => {
      const seen = await touchPresence(app.db, requireAuth(request).user.id);
      const online = Date.now() - seen.getTime() <= ONLINE_WINDOW_MS;
      return {
        status: 'success' as const,
        online_status: online ? ('online' as const) : ('offline' as const),
        last_seen_at: seen.toISOString(),
      };
    },
  );

  app.get(
    '/api/provider-applications/mine',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['providers'],
        security,
        summary: "The signed-in user's provider applications (kind, status, reason), for the header's links",
        response: { 200: MyApplicationsResponseSchema },
      },
    },
    async (request) => ({ applications: await applicationsOf(app.db, requireAuth(request).user.id) }),
  );

  const tags = ['admin'];
  app.get(
    '/api/admin/provider-applications',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Provider applications by kind and status; pending first, longest waiting on top',
        querystring: AdminApplicationsQuerySchema,
        response: { 200: AdminApplicationsResponseSchema },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  app.get(
    '/api/admin/provider-applications/:id',
    {
      config: staff,
      schema: { tags, security, params: AdminApplicationParamsSchema, response: { 200: AdminApplicationSchema } },
    },
    async (request) => getApplication(app.db, request.params.id, signer, kinds),
  );

  app.post(
    '/api/admin/provider-applications/:id/:action',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'approve | reject (reason) | suspend (reason) | reinstate; audited and mailed',
        params: AdminApplicationActionParamsSchema,
        body: AdminApplicationActionBodySchema,
        response: { 200: AdminApplicationActionResponseSchema },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const key = await reviewApplication(app.db, {
        actorId: requireAuth(request).user.id,
        id,
        action,
        reason: request.body.reason,
        appUrl: app.config.appUrl,
      });
      return {
        message: translate(request.lang, key),
        data: await getApplication(app.db, id, signer, kinds),
      };
    },
  );
};
