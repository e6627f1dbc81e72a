import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NurseAvailabilityBodySchema,
  NurseJoinStep1BodySchema,
  NurseProfileResponseSchema,
  NurseUpdateResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import {
  identityFields,
  joinStepRoute,
  joinUploadRoute,
  PROVIDER_PROFILE_CONFIG,
  providerOf,
  refreshListingsAfterWrites,
} from '../providers';
import {
  checkNurseAvailability,
  checkNursePlace,
  nurseProfile,
  saveNurseAvailability,
  saveNursePersonal,
} from './nurses.service';

const tags = ['nurses'];
const security = [{ bearer: [] }];

/** The nurse's join wizard (3 steps) and profile dashboard (spec 3 section 7). */
export const nursesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  refreshListingsAfterWrites(app);

  joinStepRoute(app, {
    kind: 'nurse',
    step: 1,
    body: NurseJoinStep1BodySchema,
    summary: 'Nurse join step 1: location (Dhaka) and experience',
    check: (body) => checkNursePlace(app.db, body),
    save: saveNursePersonal,
  });
  joinStepRoute(app, {
    kind: 'nurse',
    step: 2,
    body: NurseAvailabilityBodySchema,
    summary: 'Nurse join step 2: weekdays and a fee for each package offered',
    check: checkNurseAvailability,
    save: saveNurseAvailability,
  });
  joinUploadRoute(app, {
    kind: 'nurse',
    step: 3,
    summary: 'Nurse join step 3 (multipart): nid_bs, nid_bs2, docs[]; submits',
    documents: identityFields('nid_bs', 'nid_bs2'),
  });

  app.get(
    '/api/nurse/profile',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: NurseProfileResponseSchema } } },
    async (request) => ({ nurse: (await nurseProfile(app.db, await providerOf(app, request, 'nurse')))! }),
  );

  app.post(
    '/api/nurse/update/personal-information',
    {
      config: PROVIDER_PROFILE_CONFIG,
      schema: { tags, security, body: NurseJoinStep1BodySchema, response: { 200: NurseUpdateResponseSchema } },
    },
    async (request) => {
      const application = await providerOf(app, request, 'nurse');
      await checkNursePlace(app.db, request.body);
      await saveNursePersonal(app.db, application.id, request.body);
      return {
        status: 'success' as const,
        message: translate(request.lang, 'providers.update.personal'),
        nurse: (await nurseProfile(app.db, application))!,
      };
    },
  );

  app.post(
    '/api/nurse/update/availability-fees',
    {
      config: PROVIDER_PROFILE_CONFIG,
      schema: { tags, security, body: NurseAvailabilityBodySchema, response: { 200: NurseUpdateResponseSchema } },
    },
    async (request) => {
      const application = await providerOf(app, request, 'nurse');
      checkNurseAvailability(request.body);
      await app.db.transaction((tx) => saveNurseAvailability(tx, application.id, request.body));
      return {
        status: 'success' as const,
        message: translate(request.lang, 'providers.update.availability_fees'),
        nurse: (await nurseProfile(app.db, application))!,
      };
    },
  );
};
