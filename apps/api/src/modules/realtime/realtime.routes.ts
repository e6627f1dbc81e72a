import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BroadcastingAuthBodySchema, BroadcastingAuthResponseSchema, IceServersResponseSchema } from '@nirog/contracts';
import { requireAuth } from '../../plugins/auth';
import { authorizeChannel, iceServersFor } from './realtime.service';

const tags = ['realtime'];
const security = [{ bearer: [] }];

/** The realtime channel's HTTP side (DESIGN.md section 6): channel authorization and the calls' ICE servers. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/broadcasting/auth',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: "Joins an open socket (socket_id) to the user's own private channel private-user.{id}",
        body: BroadcastingAuthBodySchema,
        response: { 200: BroadcastingAuthResponseSchema },
      },
    },
    async (request) => authorizeChannel(app.realtime, requireAuth(request).user.id, request.body),
  );

  app.get(
    '/api/api-chat/ice-servers',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'STUN/TURN servers for a call, with short-lived TURN credentials (coturn REST scheme)',
        response: { 200: IceServersResponseSchema },
      },
    },
    async (request, reply) => {
      // Credentials are never cached on the way: each answer carries its own expiry.
      reply.header('cache-control', 'no-store');
      return iceServersFor(app.config.ice, requireAuth(request).user.id);
    },
  );
};
