import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSettingsBodySchema,
  AdminSettingsResponseSchema,
  AdminSettingsUpdateResponseSchema,
  ContactBodySchema,
  ContactResponseSchema,
  PublicSettingsSchema,
  ReferralThingsResponseSchema,
  ROLE,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { submitContactMessage } from './content.contact.service';
import { getReferralThings } from './content.referral.service';
import { getSettings, getSettingsForAdmin, updateSettings } from './content.settings.service';

const security = [{ bearer: [] }];

/** The contact form, the marketplace settings (public read, admin write) and the referral page's content. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { auth: 'optional', rateLimit: RATE_LIMITS.contact },
      schema: { tags: ['content'], body: ContactBodySchema, response: { 200: ContactResponseSchema } },
    },
    async (request) => {
      await submitContactMessage(app.db, {
        body: request.body,
        userId: request.auth?.user.id ?? null,
        lang: request.lang,
        staffEmail: app.config.staffEmail,
      });
      return { message: translate(request.lang, 'content.contact.thanks'), icon: 'success' as const };
    },
  );

  app.get('/api/settings', { schema: { tags: ['content'], response: { 200: PublicSettingsSchema } } }, async () =>
    getSettings(app.db),
  );

  app.get(
    '/api/referral-things',
    {
      config: { auth: 'required' },
      schema: { tags: ['content'], security, response: { 200: ReferralThingsResponseSchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return getReferralThings(app.db, {
        referralCode: user.referralCode,
        lang: request.lang,
        appUrl: app.config.appUrl,
      });
    },
  );

  app.get(
    '/api/admin/settings',
    {
      config: { roles: [ROLE.Admin] },
      schema: { tags: ['admin'], security, response: { 200: AdminSettingsResponseSchema } },
    },
    async () => getSettingsForAdmin(app.db),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { roles: [ROLE.Admin] },
      schema: {
        tags: ['admin'],
        security,
        body: AdminSettingsBodySchema,
        response: { 200: AdminSettingsUpdateResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const result = await updateSettings(app.db, request.body, user.id);
      return { ...result, message: translate(request.lang, 'content.settings.saved'), icon: 'success' as const };
    },
  );
};
