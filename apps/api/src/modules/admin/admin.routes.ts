import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMeResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  ROLE,
  STAFF_ROLE_IDS,
} from '@nirog/contracts';
import { requireAuth } from '../../plugins/auth';
import { listAuditLog } from './admin.audit.service';
import { staffProfile } from './admin.me.service';
import { adminUsersRoutes } from './admin.users.routes';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The back office under /api/admin: who am I, the audit log, and the Users section. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me',
    { config: { roles: [...STAFF_ROLE_IDS] }, schema: { tags, security, response: { 200: AdminMeResponseSchema } } },
    async (request) => {
      const { user, roleIds } = requireAuth(request);
      return staffProfile(app.db, user, roleIds);
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      config: { roles: [ROLE.Admin] },
      schema: { tags, security, querystring: AuditLogQuerySchema, response: { 200: AuditLogResponseSchema } },
    },
    async (request) => listAuditLog(app.db, request.query.page),
  );

  await app.register(adminUsersRoutes);
};
