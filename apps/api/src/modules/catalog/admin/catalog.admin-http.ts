import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CATALOG_IMAGE_MAX_BYTES, ROLE, SliderWriteBodySchema } from '@nirog/contracts';
import { readMultipart } from '../../../plugins/uploads';

/** Every back-office catalog route: Admin or Pharmacist. */
export const staffOnly = { roles: [ROLE.Admin, ROLE.Pharmacist] };
export const security = [{ bearer: [] }];
export const tags = ['admin-catalog'];
/** Marks a route as multipart for OpenAPI; its fields are validated in the handler. */
export const multipartConsumes = ['multipart/form-data'];

const imageFile = z.any().optional().meta({
  type: 'string',
  format: 'binary',
  description: 'Required. PNG, JPEG or WebP (checked by content), at most 5 MB; re-encoded to WebP.',
});
/**
 * OpenAPI descriptions of the multipart bodies. Every part is optional here because the body is
 * read in the handler (readMultipart, then the contract's schema), which answers the 422s.
 */
export const imageUploadDoc = z.object({ image: imageFile });
export const sliderUploadDoc = SliderWriteBodySchema.partial().extend({ image: imageFile });

/** The one `image` file of a catalog upload (422 on `image` when missing, too large or more than one). */
export async function readImageUpload(request: FastifyRequest) {
  const { files, fields } = await readMultipart(request, { field: 'image', maxBytes: CATALOG_IMAGE_MAX_BYTES });
  return { image: files[0].buffer, fields };
}
