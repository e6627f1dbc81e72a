import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsAddressesRoutes } from './accounts.addresses.routes';
import { accountsProfileRoutes } from './accounts.profile.routes';

/** The patient's account pages: shipping address and profile. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountsAddressesRoutes);
  await app.register(accountsProfileRoutes);
};
