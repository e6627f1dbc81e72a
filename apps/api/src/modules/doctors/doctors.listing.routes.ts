import type { FastifyPluginAsync } from 'fastify';
import {
  DoctorDetailResponseSchema,
  DoctorListQuerySchema,
  DoctorListResponseSchema,
  IdParamSchema,
  PopularVideoDoctorsResponseSchema,
  VideoDoctorListQuerySchema,
  VideoDoctorListResponseSchema,
} from '@nirog/contracts';
import { publicListingRoute } from '../providers';
import {
  doctorDetail,
  listDoctors,
  listVideoDoctors,
  popularVideoDoctors,
  type DoctorCountry,
  type DoctorRoute,
} from './doctors.listing';

const tags = ['doctors'];
const COUNTRY_NAME: Record<DoctorCountry, string> = { bd: 'Bangladesh', in: 'India' };

/** The public doctor listings and profiles (spec 2 section 7 "Public GETs"): no credentials. */
export const doctorsListingRoutes: FastifyPluginAsync = async (app) => {
  for (const country of ['bd', 'in'] as const) {
    publicListingRoute(app, {
      path: `/api/${country}-doctors-appointment`,
      tags,
      summary: `${COUNTRY_NAME[country]} doctors: keyword, specialists, place, gender, hospital, order_by; 12 a page`,
      querystring: DoctorListQuerySchema,
      response: DoctorListResponseSchema,
      key: ({ query }) => JSON.stringify(query),
      answer: ({ query }) => listDoctors(app.db, country, query),
    });
    publicListingRoute(app, {
      path: `/api/doctors-${country}-video-consultancy`,
      tags,
      summary: `${COUNTRY_NAME[country]} video consultancy doctors: keyword, specialists, gender, online_status, order_by`,
      querystring: VideoDoctorListQuerySchema,
      response: VideoDoctorListResponseSchema,
      key: ({ query }) => JSON.stringify(query),
      answer: ({ query }) => listVideoDoctors(app.db, country, query),
    });
    publicListingRoute(app, {
      path: `/api/popular-${country}-video-doctor`,
      tags,
      summary: `Best rated ${COUNTRY_NAME[country]} video consultancy doctors`,
      response: PopularVideoDoctorsResponseSchema,
      key: () => '',
      answer: () => popularVideoDoctors(app.db, country),
    });
  }
  const details: Array<[string, DoctorRoute, string]> = [
    ['/api/bd-doctor-appointment/:id', 'bd', 'A Bangladesh doctor’s profile'],
    ['/api/in-doctor-appointment/:id', 'in', 'An India doctor’s profile'],
    ['/api/doctor-video-consultancy/:id', 'video', 'A video consultancy doctor’s profile'],
    ['/api/doctor-view/:id', 'view', 'Any listed doctor’s profile with every service'],
  ];
  for (const [path, route, summary] of details) {
    publicListingRoute(app, {
      path,
      tags,
      summary,
      params: IdParamSchema,
      response: DoctorDetailResponseSchema,
      key: ({ params }) => String(params.id),
      answer: async ({ params }) => ({ doctor: await doctorDetail(app.db, route, params.id) }),
    });
  }
};
