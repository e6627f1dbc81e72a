import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CountryListResponseSchema,
  CountrySpecialistHospitalResponseSchema,
  DistrictListResponseSchema,
  HospitalListQuerySchema,
  HospitalListResponseSchema,
  SpecialistDistrictResponseSchema,
  SpecialistListResponseSchema,
  SpecialistStateResponseSchema,
} from '@nirog/contracts';
import {
  listBangladeshDistricts,
  listCountriesWithChildren,
  listHospitals,
  listIndiaStates,
  listSpecialists,
} from './lookups.service';

/** Reference lists change rarely: browsers and proxies may keep them five minutes. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');
const tags = ['lookups'];

/** Public lookup lists used by listings, booking forms and the provider join wizards (no credentials). */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/load-district-with-sub-district',
    {
      schema: {
        tags,
        summary: "Bangladesh's districts with sub-districts",
        response: { 200: DistrictListResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { district_lists: await listBangladeshDistricts(app.db) };
    },
  );

  app.get(
    '/api/load-specialist-district-with-sub-district',
    { schema: { tags, summary: 'Specialities and districts', response: { 200: SpecialistDistrictResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      const [specialistLists, districtLists] = await Promise.all([
        listSpecialists(app.db),
        listBangladeshDistricts(app.db),
      ]);
      return { specialist_lists: specialistLists, district_lists: districtLists };
    },
  );

  app.get(
    '/api/load-specialist-state',
    { schema: { tags, summary: "Specialities and India's states", response: { 200: SpecialistStateResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      const [specialistLists, stateLists] = await Promise.all([listSpecialists(app.db), listIndiaStates(app.db)]);
      return { specialist_lists: specialistLists, state_lists: stateLists };
    },
  );

  app.get(
    '/api/load-country-with-other-child-list',
    { schema: { tags, summary: 'Countries with districts and states', response: { 200: CountryListResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      return { country_lists: await listCountriesWithChildren(app.db) };
    },
  );

  app.get(
    '/api/load-country-with-other-child-specialist-list',
    {
      schema: {
        tags,
        summary: 'Countries, specialities and hospitals (doctor join wizard)',
        response: { 200: CountrySpecialistHospitalResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      const [countryLists, specialistLists, hospitalLists] = await Promise.all([
        listCountriesWithChildren(app.db),
        listSpecialists(app.db),
        listHospitals(app.db),
      ]);
      return { country_lists: countryLists, specialist_lists: specialistLists, hospital_lists: hospitalLists };
    },
  );

  app.get(
    '/api/load-specialists-all',
    { schema: { tags, summary: 'Every speciality', response: { 200: SpecialistListResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      return listSpecialists(app.db);
    },
  );

  for (const url of ['/api/load-hospital-all', '/api/load-hospital-list']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Hospitals, optionally of one country',
          querystring: HospitalListQuerySchema,
          response: { 200: HospitalListResponseSchema },
        },
      },
      async (request, reply) => {
        cacheable(reply);
        return listHospitals(app.db, request.query.country_id);
      },
    );
  }
};
