import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  DoctorAvailabilityBodySchema,
  DoctorExperienceBodySchema,
  DoctorFeesBodySchema,
  DoctorHospitalBodySchema,
  DoctorJoinStep1BodySchema,
  DoctorPersonalBodySchema,
  DoctorProfileResponseSchema,
  DoctorSpecialistBodySchema,
  DoctorUpdateResponseSchema,
  DoctorWorkplaceBodySchema,
  QualificationsBodySchema,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { translate, type MessageKey } from '../../lib/i18n';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { storagePaths } from '../../lib/storage-paths';
import {
  discardDocuments,
  identityFields,
  joinStepRoute,
  joinUploadRoute,
  PROVIDER_PROFILE_CONFIG,
  providerOf,
  readProviderDocuments,
  refreshListingsAfterWrites,
  replaceDocuments,
  uploadDoc,
} from '../providers';
import { doctorProfile } from './doctors.profile';
import {
  checkAvailabilityBody,
  checkStep1,
  saveAvailability,
  saveQualifications,
  saveStep1,
  updateExperience,
  updateFees,
  updateHospital,
  updatePersonal,
  updateSpecialists,
  updateWorkplace,
} from './doctors.service';

const tags = ['doctors'];
const security = [{ bearer: [] }];

/** The doctor's join wizard (4 steps) and profile dashboard (spec 3 section 7). */
export const doctorsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  refreshListingsAfterWrites(app);
  const signer: PrivateFileSigner = { appKey: app.appKey, ttlMinutes: app.config.privateFileLinkMinutes };
  const privateRoot = storagePaths(app.config.dataDir).private;

  joinStepRoute(app, {
    kind: 'doctor',
    step: 1,
    body: DoctorJoinStep1BodySchema,
    summary: 'Doctor join step 1: professional information and services',
    check: (body) => checkStep1(app.db, body),
    save: saveStep1,
  });
  joinStepRoute(app, {
    kind: 'doctor',
    step: 2,
    body: QualificationsBodySchema,
    summary: 'Doctor join step 2: 1 to 5 qualifications',
    save: saveQualifications,
  });
  joinStepRoute(app, {
    kind: 'doctor',
    step: 3,
    body: DoctorAvailabilityBodySchema,
    summary: 'Doctor join step 3: weekdays and hours',
    check: checkAvailabilityBody,
    save: saveAvailability,
  });
  joinUploadRoute(app, {
    kind: 'doctor',
    step: 4,
    summary: 'Doctor join step 4 (multipart): signature, nid_passport, nid_passport2, docs[]; submits',
    documents: [
      { field: 'signature', type: 'signature', required: true },
      ...identityFields('nid_passport', 'nid_passport2'),
    ],
  });

  app.get(
    '/api/doctor/profile',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: DoctorProfileResponseSchema } } },
    async (request) => ({ doctor: (await doctorProfile(app.db, await providerOf(app, request, 'doctor'), signer))! }),
  );

  /** One profile section: the rules and the write, then the whole profile with the section's message. */
  function update<S extends z.ZodType>(
    path: string,
    body: S,
    message: MessageKey,
    run: (db: DbOrTx, applicationId: number, body: z.output<S>) => Promise<void>,
  ) {
    app.post(
      `/api/doctor/update/${path}`,
      {
        config: PROVIDER_PROFILE_CONFIG,
        schema: { tags, security, body, response: { 200: DoctorUpdateResponseSchema } },
      },
      async (request) => {
        const application = await providerOf(app, request, 'doctor');
        await run(app.db, application.id, request.body as z.output<S>);
        return {
          status: 'success' as const,
          message: translate(request.lang, message),
          doctor: (await doctorProfile(app.db, application, signer))!,
        };
      },
    );
  }
  update('personal-information', DoctorPersonalBodySchema, 'providers.update.personal', updatePersonal);
  update('hospital', DoctorHospitalBodySchema, 'providers.update.hospital', (db, id, b) =>
    updateHospital(db, id, b.hospital_id),
  );
  update('current-working-place', DoctorWorkplaceBodySchema, 'providers.update.workplace', updateWorkplace);
  update('specialist', DoctorSpecialistBodySchema, 'providers.update.specialist', (db, id, b) =>
    updateSpecialists(db, id, b.specialists),
  );
  update('experience', DoctorExperienceBodySchema, 'providers.update.experience', (db, id, b) =>
    updateExperience(db, id, b.experience),
  );
  update('qualification', QualificationsBodySchema, 'providers.update.qualification', saveQualifications);
  update('availability', DoctorAvailabilityBodySchema, 'providers.update.availability', async (db, id, b) => {
    checkAvailabilityBody(b);
    await saveAvailability(db, id, b);
  });
  update('fees', DoctorFeesBodySchema, 'providers.update.fees', updateFees);

  app.post(
    '/api/doctor/update/signature',
    {
      config: PROVIDER_PROFILE_CONFIG,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        body: uploadDoc(['signature']),
        response: { 200: DoctorUpdateResponseSchema },
      },
    },
    async (request) => {
      const application = await providerOf(app, request, 'doctor');
      const { documents } = await readProviderDocuments(request, privateRoot, [
        { field: 'signature', type: 'signature', required: true },
      ]);
      try {
        await replaceDocuments(app.db, application.id, documents);
      } catch (err) {
        await discardDocuments(privateRoot, documents);
        throw err;
      }
      return {
        status: 'success' as const,
        message: translate(request.lang, 'providers.update.signature'),
        doctor: (await doctorProfile(app.db, application, signer))!,
      };
    },
  );
};
