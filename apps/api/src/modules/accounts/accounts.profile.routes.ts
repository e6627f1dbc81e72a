import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  LanguageBodySchema,
  MessageResponseSchema,
  PersonalInformationBodySchema,
  ProfileUpdateResponseSchema,
  SetPhoneBodySchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { storagePaths } from '../../lib/storage-paths';
import { rememberLanguage } from '../auth';
import { requireAuth } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
import { AVATAR_SIDE, replaceAvatar } from './accounts.avatar.service';
import { setPhone, updatePersonalInformation } from './accounts.profile.service';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const answers = { 200: ProfileUpdateResponseSchema };

/**
 * Avatar uploads per user (many Bangladeshi mobile users share one address behind carrier NAT), counted
 * after authentication and before the file is read.
 */
const AVATAR_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `avatar:${request.auth?.user.id ?? request.ip}`,
};

/** OpenAPI only: the multipart body is read and checked in the handler, which answers the 422s. */
const avatarUploadDoc = z.object({
  avatar: z
    .any()
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description:
        `Required. One PNG or JPEG (checked by content), at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB; ` +
        `stored as a ${AVATAR_SIDE} px square WebP.`,
    }),
});

/**
 * The logged-in user's profile writes (spec 1, calls `update/personal-information`, `set-phone`, `update-avatar`;
 * and `update/language`, the app's language switch, for the mails sent to the user later).
 */
export const accountsProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoot = storagePaths(app.config.dataDir).public;

  app.post(
    '/api/auth/update/personal-information',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'Update my name and personal details',
        body: PersonalInformationBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const user = await updatePersonalInformation(app.db, requireAuth(request).user.id, request.body);
      return {
        message: translate(request.lang, 'profile.personal_information_updated'),
        icon: 'success' as const,
        user,
      };
    },
  );

  app.post(
    '/api/auth/set-phone',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'Add a mobile number to an account that has none',
        body: SetPhoneBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const user = await setPhone(app.db, requireAuth(request).user.id, request.body.phone);
      return { message: translate(request.lang, 'profile.phone_set'), icon: 'success' as const, user };
    },
  );

  app.post(
    '/api/auth/update/language',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'Keep the language I switched the app to, for the mails sent to me later',
        body: LanguageBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { lang } = request.body;
      await rememberLanguage(app.db, requireAuth(request).user.id, lang);
      return { message: translate(lang, 'profile.language_updated') };
    },
  );

  app.post(
    '/api/auth/update-avatar',
    {
      config: { auth: 'required', rateLimit: AVATAR_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: 'Replace my profile photo (multipart `avatar`)',
        consumes: ['multipart/form-data'],
        body: avatarUploadDoc,
        response: answers,
      },
    },
    async (request) => {
      const { user: me } = requireAuth(request);
      const { files } = await readMultipart(request, {
        field: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        messages: { tooMany: 'profile.avatar_one_file' },
      });
      const user = await replaceAvatar(app.db, publicRoot, me.id, files[0].buffer);
      return { message: translate(request.lang, 'profile.avatar_updated'), icon: 'success' as const, user };
    },
  );
};
