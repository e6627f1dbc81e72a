import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSliderListResponseSchema,
  AdminSliderWriteResponseSchema,
  AdminSlidersQuerySchema,
  IdParamSchema,
  MessageResponseSchema,
  SliderWriteBodySchema,
} from '@nirog/contracts';
import { translate } from '../../../lib/i18n';
import { storagePaths } from '../../../lib/storage-paths';
import { requireAuth } from '../../../plugins/auth';
import { parseFormFields } from '../../../plugins/uploads';
import {
  imageUploadDoc,
  multipartConsumes,
  readImageUpload,
  security,
  sliderUploadDoc,
  staffOnly,
  tags,
} from './catalog.admin-http';
import {
  createSlider,
  deleteSlider,
  listAdminSliders,
  replaceSliderImage,
  updateSlider,
} from './catalog.admin-sliders.service';

/** Back office: the banner sliders of every kind. */
export const catalogAdminSlidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoot = storagePaths(app.config.dataDir).public;
  const written = { 200: AdminSliderWriteResponseSchema };

  app.get(
    '/api/admin/catalog/sliders',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Every slide of one kind, active or not, in order',
        querystring: AdminSlidersQuerySchema,
        response: { 200: AdminSliderListResponseSchema },
      },
    },
    async (request) => listAdminSliders(app.db, request.query.kind),
  );

  app.post(
    '/api/admin/catalog/sliders',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Create a slide (multipart: the slide fields plus the `image` file)',
        consumes: multipartConsumes,
        body: sliderUploadDoc,
        response: { 201: AdminSliderWriteResponseSchema },
      },
    },
    async (request, reply) => {
      const actorId = requireAuth(request).user.id;
      const { image, fields } = await readImageUpload(request);
      const input = parseFormFields(SliderWriteBodySchema, fields);
      const result = await createSlider(app.db, publicRoot, actorId, input, image);
      return reply.code(201).send({ message: translate(request.lang, result.messageKey), data: result.data });
    },
  );

  app.put(
    '/api/admin/catalog/sliders/:id',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Update a slide',
        params: IdParamSchema,
        body: SliderWriteBodySchema,
        response: written,
      },
    },
    async (request) => {
      const result = await updateSlider(app.db, requireAuth(request).user.id, request.params.id, request.body);
      return { message: translate(request.lang, result.messageKey), data: result.data };
    },
  );

  app.post(
    '/api/admin/catalog/sliders/:id/image',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Replace the picture (multipart, field `image`)',
        consumes: multipartConsumes,
        body: imageUploadDoc,
        params: IdParamSchema,
        response: written,
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const { image } = await readImageUpload(request);
      const result = await replaceSliderImage(app.db, publicRoot, actorId, request.params.id, image);
      return { message: translate(request.lang, result.messageKey), data: result.data };
    },
  );

  app.delete(
    '/api/admin/catalog/sliders/:id',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a slide',
        params: IdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const key = await deleteSlider(app.db, publicRoot, requireAuth(request).user.id, request.params.id);
      return { message: translate(request.lang, key) };
    },
  );
};
