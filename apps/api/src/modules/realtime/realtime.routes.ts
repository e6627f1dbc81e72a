import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminCallsQuerySchema,
  AdminCallsResponseSchema,
  BookingCallsResponseSchema,
  CurrentCallResponseSchema,
  AnswerCallBodySchema,
  AnswerCallParamsSchema,
  BroadcastingAuthBodySchema,
  BroadcastingAuthResponseSchema,
  CallResponseSchema,
  CallUserBodySchema,
  CallUserParamsSchema,
  IceServersResponseSchema,
  IdParamSchema,
  LeaveCallParamsSchema,
  ROLE,
  type CallStatus,
} from '@nirog/contracts';
import { requireAuth } from '../../plugins/auth';
import { adminCalls, bookingCalls, currentCall } from './realtime.call-log.service';
import { answerCall, callUser, leaveCall, type CallRow } from './realtime.calls.service';
import { authorizeChannel, iceServersFor } from './realtime.service';
import { listenForSignals } from './realtime.signals';

const answer = (call: CallRow) => ({
  status: 'success' as const,
  call_id: call.id,
  call_status: call.status as CallStatus,
});
const callResponse = { 200: CallResponseSchema };
/** The answering device names its socket (spec 1 section 7: "socket-id header"). */
const socketIdOf = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;

const tags = ['realtime'];
const security = [{ bearer: [] }];

/** The realtime channel's HTTP side (DESIGN.md section 6): channel authorization, the calls and their ICE servers. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  listenForSignals(app.db, app.realtime, app.log);

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

  app.post(
    '/api/api-chat/call-user/:receiverId/:myId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'A doctor rings the patient of their own Ready appointment or consultation (CallJoinEvent)',
        params: CallUserParamsSchema,
        body: CallUserBodySchema,
        response: callResponse,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const caller = { id: auth.user.id, roleIds: auth.roleIds };
      const { params, body } = request;
      return answer(await callUser(app.db, app.realtime, caller, params, body, app.config.callRingSeconds));
    },
  );

  app.post(
    '/api/api-chat/answer-call/:callerId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'The patient answers a ringing call (CallAcceptedEven to the caller); the first device wins',
        params: AnswerCallParamsSchema,
        body: AnswerCallBodySchema,
        response: callResponse,
      },
    },
    async (request) => {
      const input = { socketId: socketIdOf(request.headers['x-socket-id']), peerId: request.body.peerId };
      const userId = requireAuth(request).user.id;
      return answer(await answerCall(app.db, app.realtime, userId, request.params.callerId, input));
    },
  );

  app.post(
    '/api/api-chat/leave-call/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'Leaves the call with user {id}: missed, rejected or ended (LeaveCallEvent to both)',
        params: LeaveCallParamsSchema,
        response: callResponse,
      },
    },
    async (request) => answer(await leaveCall(app.db, app.realtime, requireAuth(request).user.id, request.params.id)),
  );

  app.get(
    '/api/api-chat/current-call',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: "The user's call ringing or answered now, or null (a reconnecting page rings again)",
        response: { 200: CurrentCallResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { call: await currentCall(app.db, requireAuth(request).user.id) };
    },
  );

  app.get(
    '/api/api-chat/booking-calls/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: "The call log of one doctor booking, newest first (the booking's doctor, or an Admin)",
        params: IdParamSchema,
        response: { 200: BookingCallsResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const viewer = { id: auth.user.id, staff: auth.roleIds.includes(ROLE.Admin) };
      return { data: await bookingCalls(app.db, viewer, request.params.id) };
    },
  );

  app.get(
    '/api/admin/calls',
    {
      config: { roles: [...ADMIN_SECTIONS.calls] },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every call (who, which booking, rang, answered, ended, duration), by status and booking',
        querystring: AdminCallsQuerySchema,
        response: { 200: AdminCallsResponseSchema },
      },
    },
    async (request) => adminCalls(app.db, request.query),
  );
};
