import type { FastifyPluginAsync } from 'fastify';
import {
  IdParamSchema,
  NurseDetailResponseSchema,
  NurseListQuerySchema,
  NurseListResponseSchema,
} from '@nirog/contracts';
import { publicListingRoute } from '../providers';
import { listNurses, nurseDetail } from './nurses.listing';

const tags = ['nurses'];

/** The public nurse list and profile (spec 2 section 7 "Public GETs"): no credentials. */
export const nursesListingRoutes: FastifyPluginAsync = async (app) => {
  publicListingRoute(app, {
    path: '/api/nurses-appointment',
    tags,
    summary: 'Nurses: keyword, district or sub-district, order_by experience | rating; 12 a page',
    querystring: NurseListQuerySchema,
    response: NurseListResponseSchema,
    key: ({ query }) => JSON.stringify(query),
    answer: ({ query }) => listNurses(app.db, query),
  });
  publicListingRoute(app, {
    path: '/api/nurse-appointment/:id',
    tags,
    summary: 'A nurse’s profile with the weekday by package fees',
    params: IdParamSchema,
    response: NurseDetailResponseSchema,
    key: ({ params }) => String(params.id),
    answer: async ({ params }) => ({ nurse: await nurseDetail(app.db, params.id) }),
  });
};
