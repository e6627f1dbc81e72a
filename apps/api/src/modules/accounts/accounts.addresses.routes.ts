import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ShippingAddressResponseSchema,
  ShippingAddressWithDistrictsResponseSchema,
  UpdateShippingAddressBodySchema,
  UpdateShippingAddressResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import {
  getShippingAddressWithDistricts,
  getShippingAddressWithFee,
  saveShippingAddress,
} from './accounts.addresses.service';

const tags = ['accounts'];
const security = [{ bearer: [] }];

/** The logged-in user's one shipping address (spec 1, calls `get-shipping-address*`, `update-shipping-address`). */
export const accountsAddressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/get-shipping-address',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'My shipping address and its delivery charge',
        response: { 200: ShippingAddressResponseSchema },
      },
    },
    async (request) => getShippingAddressWithFee(app.db, requireAuth(request).user.id),
  );

  app.get(
    '/api/auth/get-shipping-address-with-district-list-with-child',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: "My shipping address with Bangladesh's districts and sub-districts",
        response: { 200: ShippingAddressWithDistrictsResponseSchema },
      },
    },
    async (request) => getShippingAddressWithDistricts(app.db, requireAuth(request).user.id),
  );

  app.post(
    '/api/auth/update-shipping-address',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        summary: 'Create or replace my shipping address',
        body: UpdateShippingAddressBodySchema,
        response: { 200: UpdateShippingAddressResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const saved = await saveShippingAddress(app.db, user.id, request.body);
      return { message: translate(request.lang, 'accounts.address.saved'), icon: 'success' as const, ...saved };
    },
  );
};
