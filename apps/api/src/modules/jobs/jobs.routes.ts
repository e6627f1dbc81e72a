import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminJobRetryResponseSchema,
  AdminJobsQuerySchema,
  AdminJobsResponseSchema,
  JobIdParamSchema,
  MessageResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { wakeJobs } from './jobs.queue';
import { listJobs, retryJob } from './jobs.service';

const adminOnly = { roles: [...ADMIN_SECTIONS.jobs] };
const tags = ['admin-jobs'];
const security = [{ bearer: [] }];

/** Background jobs in the back office (Admin only): the list with last errors, and retrying a failed job. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      config: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Background jobs, the most recently changed first, with the count in each state',
        querystring: AdminJobsQuerySchema,
        response: { 200: AdminJobsResponseSchema },
      },
    },
    async (request) => listJobs(app.db, request.query),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Run a failed job again',
        params: JobIdParamSchema,
        response: { 200: AdminJobRetryResponseSchema, 404: MessageResponseSchema, 422: MessageResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const data = await retryJob(app.db, { id: request.params.id, actorId: user.id });
      wakeJobs();
      return { message: translate(request.lang, 'jobs.retried'), data };
    },
  );
};
