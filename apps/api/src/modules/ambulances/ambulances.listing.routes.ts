import type { FastifyPluginAsync } from 'fastify';
import {
  AmbulanceDetailResponseSchema,
  AmbulanceListQuerySchema,
  AmbulanceListResponseSchema,
  IdParamSchema,
} from '@nirog/contracts';
import { publicListingRoute } from '../providers';
import { ambulanceDetail, listAmbulances } from './ambulances.listing';

const tags = ['ambulances'];

/** The public ambulance list and profile (spec 2 section 7 "Public GETs"): no credentials. */
export const ambulancesListingRoutes: FastifyPluginAsync = async (app) => {
  publicListingRoute(app, {
    path: '/api/ambulance-booking',
    tags,
    summary: 'Ambulances: keyword, district or sub-district, condition AC | Non AC, order_by rating; 12 a page',
    querystring: AmbulanceListQuerySchema,
    response: AmbulanceListResponseSchema,
    key: ({ query }) => JSON.stringify(query),
    answer: ({ query }) => listAmbulances(app.db, query),
  });
  publicListingRoute(app, {
    path: '/api/ambulance-booking/:id',
    tags,
    summary: 'An ambulance’s profile',
    params: IdParamSchema,
    response: AmbulanceDetailResponseSchema,
    key: ({ params }) => String(params.id),
    answer: async ({ params }) => ({ ambulance: await ambulanceDetail(app.db, params.id) }),
  });
};
