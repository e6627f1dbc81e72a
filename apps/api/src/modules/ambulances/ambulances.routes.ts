import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AmbulanceJoinStep1BodySchema,
  AmbulancePersonalBodySchema,
  AmbulancePersonalResponseSchema,
  AmbulanceProfileResponseSchema,
  AmbulanceUpdateResponseSchema,
  AmbulanceVehicleBodySchema,
  PROVIDER_FILE_MAX_BYTES,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { storagePaths } from '../../lib/storage-paths';
import { readMultipart } from '../../plugins/uploads';
import {
  identityFields,
  joinStepRoute,
  joinUploadRoute,
  PROVIDER_PROFILE_CONFIG,
  providerOf,
  refreshListingsAfterWrites,
  uploadDoc,
} from '../providers';
import {
  ambulanceProfile,
  checkAmbulancePlace,
  encodeAmbulancePhoto,
  saveAmbulanceStep1,
  setAmbulancePhoto,
  updateAmbulancePersonal,
  updateAmbulanceVehicle,
} from './ambulances.service';

const tags = ['ambulances'];
const security = [{ bearer: [] }];

/** The ambulance join wizard (2 steps) and profile dashboard (spec 3 section 7). */
export const ambulancesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  refreshListingsAfterWrites(app);
  const publicRoot = storagePaths(app.config.dataDir).public;

  joinStepRoute(app, {
    kind: 'ambulance',
    step: 1,
    body: AmbulanceJoinStep1BodySchema,
    summary: 'Ambulance join step 1: personal and vehicle information',
    check: (body) => checkAmbulancePlace(app.db, body),
    save: saveAmbulanceStep1,
  });
  joinUploadRoute(app, {
    kind: 'ambulance',
    step: 2,
    summary: 'Ambulance join step 2 (multipart): photo (public), nid_passport, nid_passport2, docs[]; submits',
    documents: identityFields('nid_passport', 'nid_passport2'),
    extra: { photo: { required: true } },
    save: async (tx, id, extra) =>
      setAmbulancePhoto(tx, publicRoot, id, await encodeAmbulancePhoto(extra.photo[0].buffer)),
  });

  app.get(
    '/api/ambulance/profile',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: AmbulanceProfileResponseSchema } } },
    async (request) => ({ ambulance: (await ambulanceProfile(app.db, await providerOf(app, request, 'ambulance')))! }),
  );

  app.post(
    '/api/ambulance/update/personal-information',
    {
      config: PROVIDER_PROFILE_CONFIG,
      schema: { tags, security, body: AmbulancePersonalBodySchema, response: { 200: AmbulancePersonalResponseSchema } },
    },
    async (request) => {
      const application = await providerOf(app, request, 'ambulance');
      await updateAmbulancePersonal(app.db, application.id, request.body);
      return {
        status: 'success' as const,
        message: translate(request.lang, 'providers.update.personal'),
        data: { ambulance: (await ambulanceProfile(app.db, application))! },
      };
    },
  );

  app.post(
    '/api/ambulance/update/ambulance-information',
    {
      config: PROVIDER_PROFILE_CONFIG,
      schema: { tags, security, body: AmbulanceVehicleBodySchema, response: { 200: AmbulanceUpdateResponseSchema } },
    },
    async (request) => {
      const application = await providerOf(app, request, 'ambulance');
      await updateAmbulanceVehicle(app.db, application.id, request.body);
      return {
        status: 'success' as const,
        message: translate(request.lang, 'providers.update.ambulance'),
        ambulance: (await ambulanceProfile(app.db, application))!,
      };
    },
  );

  app.post(
    '/api/ambulance/update/ambulance-photo',
    {
      config: PROVIDER_PROFILE_CONFIG,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        body: uploadDoc(['photo']),
        response: { 200: AmbulanceUpdateResponseSchema },
      },
    },
    async (request) => {
      const application = await providerOf(app, request, 'ambulance');
      const { files } = await readMultipart(request, { field: 'photo', maxBytes: PROVIDER_FILE_MAX_BYTES });
      await setAmbulancePhoto(app.db, publicRoot, application.id, await encodeAmbulancePhoto(files[0].buffer));
      return {
        status: 'success' as const,
        message: translate(request.lang, 'providers.update.photo'),
        ambulance: (await ambulanceProfile(app.db, application))!,
      };
    },
  );
};
