import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserActionResponseSchema,
  AdminUserDetailSchema,
  AdminUserParamsSchema,
  AdminUserRoleParamsSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  BlockUserBodySchema,
  GrantRoleBodySchema,
  ROLE,
  type Language,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { blockUser, unblockUser } from './admin.blocking.service';
import { grantStaffRole, removeStaffRole } from './admin.roles.service';
import { getUserDetail, listUsers, type UserActionResult } from './admin.users.service';

const adminOnly = { roles: [ROLE.Admin] };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** Users section of the back office: list, detail, block and staff roles (Admin only). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: adminOnly,
      schema: { tags, security, querystring: AdminUsersQuerySchema, response: { 200: AdminUsersResponseSchema } },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: adminOnly,
      schema: { tags, security, params: AdminUserParamsSchema, response: { 200: AdminUserDetailSchema } },
    },
    async (request) => getUserDetail(app.db, request.params.id),
  );

  const answer = (lang: Language, result: UserActionResult) => ({
    message: translate(lang, result.messageKey),
    user: result.user,
  });
  const writeSchema = { tags, security, response: { 200: AdminUserActionResponseSchema } };

  app.post(
    '/api/admin/users/:id/block',
    { config: adminOnly, schema: { ...writeSchema, params: AdminUserParamsSchema, body: BlockUserBodySchema } },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const result = await blockUser(app.db, { actorId, userId: request.params.id, reason: request.body.reason });
      await app.realtime.closeRevoked(request.params.id);
      return answer(request.lang, result);
    },
  );

  app.post(
    '/api/admin/users/:id/unblock',
    { config: adminOnly, schema: { ...writeSchema, params: AdminUserParamsSchema } },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      return answer(request.lang, await unblockUser(app.db, { actorId, userId: request.params.id }));
    },
  );

  app.post(
    '/api/admin/users/:id/roles',
    { config: adminOnly, schema: { ...writeSchema, params: AdminUserParamsSchema, body: GrantRoleBodySchema } },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const result = await grantStaffRole(app.db, { actorId, userId: request.params.id, roleId: request.body.role_id });
      return answer(request.lang, result);
    },
  );

  app.delete(
    '/api/admin/users/:id/roles/:roleId',
    { config: adminOnly, schema: { ...writeSchema, params: AdminUserRoleParamsSchema } },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const { id, roleId } = request.params;
      return answer(request.lang, await removeStaffRole(app.db, { actorId, userId: id, roleId }));
    },
  );
};
