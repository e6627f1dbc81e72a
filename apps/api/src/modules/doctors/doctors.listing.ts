import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COUNTRY_ID,
  HOME_PROVIDERS_MAX,
  POPULAR_DOCTORS_MAX,
  WEEKDAYS,
  finalExperience,
  type DoctorCard,
  type DoctorDetail,
  type DoctorListQuery,
  type DoctorOrderBy,
  type VideoOrderBy,
  type Paginated,
  type VideoDoctorCard,
  type VideoDoctorListQuery,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { toTaka } from '../../lib/money';
import { authTables } from '../auth';
import { lookupsTables } from '../lookups';
import {
  bengaliMatches,
  countColumn,
  countOf,
  keywordWhere,
  keywordWords,
  listedUser,
  listedUserColumns,
  listedWhere,
  listingPage,
  namedColumns,
  namedPlace,
  onlineWhere,
  placeWhere,
  providersTables,
  ratingOf,
  ratingOrder,
  textMatches,
  unlistedReason,
} from '../providers';
import { feeOf } from './doctors.booking.service';
import { doctorQualifications, doctorSpecialists, doctors, finalFeeSql } from './doctors.tables';

/**
 * The public doctor listings and profiles (spec 2 sections 2, 3, 7): Bangladesh (country 1) and India
 * (country 2) lists with their filters and sorts, the video consultancy lists, popular video doctors,
 * the home carousels and the four detail routes. What every kind shares is in providers.listing.ts.
 */

const pa = providersTables.providerApplications;
const d = doctors;
const { users } = authTables;
const { countries, districts, subDistricts, states, hospitals, specialists } = lookupsTables;

export type DoctorCountry = 'bd' | 'in';
const COUNTRY_OF: Record<DoctorCountry, number> = { bd: COUNTRY_ID.Bangladesh, in: COUNTRY_ID.India };

const money = (poisha: number | null) => (poisha === null ? null : toTaka(poisha));
/** The fee after its discount, without VAT (shown beside it): the booking's rule, feeOf. */
const finalFee = (fee: number | null, discount: number | null) =>
  fee === null ? null : toTaka(feeOf(fee, discount, 0).totalPoisha);
/** What a booking costs: the fee after its discount plus VAT (feeOf). */
const bookingTotal = (fee: number | null, discount: number | null, vat: number) =>
  fee === null ? null : toTaka(feeOf(fee, discount, vat).totalPoisha);

/** Where a keyword word may be found besides the doctor's name and code: speciality, hospital, chamber. */
function doctorKeywordSources(word: ReturnType<typeof keywordWords>[number]): SQL[] {
  return [
    sql`SELECT ${doctorSpecialists.applicationId} FROM ${doctorSpecialists} WHERE ${doctorSpecialists.specialistId} IN (
      SELECT ${specialists.id} FROM ${specialists}
      WHERE ${textMatches(word, specialists.title)} OR ${bengaliMatches(word, specialists.bnTitle)})`,
    sql`SELECT ${d.applicationId} FROM ${d}
      WHERE ${textMatches(word, sql`(${d.hospitalName} || ' ' || COALESCE(${d.chamberName}, ''))`)}`,
    ...(word.bengali
      ? [
          sql`SELECT ${d.applicationId} FROM ${d} WHERE ${d.hospitalId} IN (
            SELECT ${hospitals.id} FROM ${hospitals} WHERE ${bengaliMatches(word, hospitals.bnName)})`,
        ]
      : []),
  ];
}

type AnyDoctorQuery = Partial<Omit<DoctorListQuery, 'order_by'>> &
  Partial<Omit<VideoDoctorListQuery, 'order_by'>> & { order_by?: DoctorOrderBy | VideoOrderBy };

/** The filters of a doctor list: listed, the country, and each filter given. */
function doctorWhere(country: DoctorCountry, query: AnyDoctorQuery, video: boolean): SQL {
  const conditions: Array<SQL | undefined> = [listedWhere('doctor'), eq(d.countryId, COUNTRY_OF[country])];
  if (video) conditions.push(eq(d.videoService, true));
  if (query.specialists?.length) {
    conditions.push(
      sql`${d.applicationId} IN (SELECT ${doctorSpecialists.applicationId} FROM ${doctorSpecialists}
        WHERE ${inArray(doctorSpecialists.specialistId, query.specialists)})`,
    );
  }
  conditions.push(placeWhere(d, query));
  if (query.state !== undefined) conditions.push(eq(d.stateId, query.state));
  if (query.hospital !== undefined) conditions.push(eq(d.hospitalId, query.hospital));
  if (query.gender) conditions.push(eq(d.gender, query.gender));
  if (query.online_status) conditions.push(onlineWhere(query.online_status));
  for (const word of keywordWords(query.keyword)) {
    conditions.push(keywordWhere('doctor', word, doctorKeywordSources(word)));
  }
  return and(...conditions)!;
}

function doctorOrder(orderBy: AnyDoctorQuery['order_by']): SQL[] {
  switch (orderBy) {
    case 'appointment_fees_asc':
      return [sql`${finalFeeSql(d.appointmentFee, d.appointmentDiscount)} ASC NULLS LAST`, asc(d.applicationId)];
    case 'appointment_fees_desc':
      return [sql`${finalFeeSql(d.appointmentFee, d.appointmentDiscount)} DESC NULLS LAST`, asc(d.applicationId)];
    case 'video_fees_asc':
      return [sql`${finalFeeSql(d.videoFee, d.videoDiscount)} ASC NULLS LAST`, asc(d.applicationId)];
    case 'video_fees_desc':
      return [sql`${finalFeeSql(d.videoFee, d.videoDiscount)} DESC NULLS LAST`, asc(d.applicationId)];
    case 'experience':
      return [sql`${d.experience} DESC NULLS LAST`, asc(d.applicationId)];
    default:
      return ratingOrder;
  }
}

/** The doctor's row with the application, the user and the place names. */
function doctorRows(db: DbOrTx) {
  return db
    .select({
      doctor: d,
      code: pa.code,
      ratingSum: pa.ratingSum,
      ratingCount: pa.ratingCount,
      servedCount: pa.servedCount,
      ...listedUserColumns,
      country: { ...namedColumns(countries), name_code: countries.nameCode },
      district: namedColumns(districts),
      subDistrict: namedColumns(subDistricts),
      state: namedColumns(states),
    })
    .from(d)
    .innerJoin(pa, eq(pa.id, d.applicationId))
    .innerJoin(users, eq(users.id, pa.userId))
    .innerJoin(countries, eq(countries.id, d.countryId))
    .leftJoin(districts, eq(districts.id, d.districtId))
    .leftJoin(subDistricts, eq(subDistricts.id, d.subDistrictId))
    .leftJoin(states, eq(states.id, d.stateId))
    .$dynamic();
}
type DoctorRow = Awaited<ReturnType<ReturnType<typeof doctorRows>['execute']>>[number];

/** Degrees and specialities of the doctors on a page, by application id. */
async function doctorExtras(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { degrees: new Map(), specialistsOf: new Map() };
  const [degreeRows, specialistRows] = await Promise.all([
    db
      .select()
      .from(doctorQualifications)
      .where(inArray(doctorQualifications.applicationId, ids))
      .orderBy(asc(doctorQualifications.applicationId), asc(doctorQualifications.position)),
    db
      .select({
        applicationId: doctorSpecialists.applicationId,
        id: specialists.id,
        title: specialists.title,
        bn_title: specialists.bnTitle,
      })
      .from(doctorSpecialists)
      .innerJoin(specialists, eq(specialists.id, doctorSpecialists.specialistId))
      .where(inArray(doctorSpecialists.applicationId, ids))
      .orderBy(asc(specialists.title)),
  ]);
  const group = <T extends { applicationId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.applicationId, [...(map.get(row.applicationId) ?? []), row]);
    return map;
  };
  return { degrees: group(degreeRows), specialistsOf: group(specialistRows) };
}

function cardOf(row: DoctorRow, extras: Awaited<ReturnType<typeof doctorExtras>>): VideoDoctorCard {
  const doc = row.doctor;
  const id = doc.applicationId;
  return {
    id,
    doc_id: row.code,
    title: doc.title,
    gender: doc.gender,
    user: listedUser(row),
    country_id: doc.countryId,
    country: row.country,
    district: namedPlace(row.district),
    sub_district: namedPlace(row.subDistrict),
    state: namedPlace(row.state),
    qualifications: (extras.degrees.get(id) ?? []).map((q: { degree: string }) => ({ degree: q.degree })),
    specialists: (extras.specialistsOf.get(id) ?? []).map((s: { id: number; title: string; bn_title: string }) => ({
      id: s.id,
      title: s.title,
      bn_title: s.bn_title,
    })),
    language: doc.countryId === COUNTRY_ID.India ? doc.language : null,
    hospital_name: doc.hospitalName,
    designation: doc.designation,
    experience: doc.experience,
    final_experience: finalExperience(doc.experience),
    ...ratingOf(row),
    appointment_service: doc.appointmentService ? 1 : 0,
    video_consultancy: doc.videoService ? 1 : 0,
    audio_consultancy: doc.audioService ? 1 : 0,
    appointment_fee: money(doc.appointmentFee),
    final_appointment_fee: finalFee(doc.appointmentFee, doc.appointmentDiscount),
    appointment_discount: doc.appointmentDiscount,
    vat: doc.vat,
    video_fee: money(doc.videoFee),
    final_video_fee: finalFee(doc.videoFee, doc.videoDiscount),
    video_discount: doc.videoDiscount,
  };
}

async function cardsOf(db: DbOrTx, rows: DoctorRow[]): Promise<VideoDoctorCard[]> {
  const extras = await doctorExtras(
    db,
    rows.map((r) => r.doctor.applicationId),
  );
  return rows.map((row) => cardOf(row, extras));
}

/** The doctor card without the video fields (the appointment lists and the home carousels). */
const appointmentCard = ({ video_fee, final_video_fee, video_discount, ...card }: VideoDoctorCard): DoctorCard => {
  void video_fee;
  void final_video_fee;
  void video_discount;
  return card;
};

async function doctorPage(
  db: DbOrTx,
  country: DoctorCountry,
  query: AnyDoctorQuery & { page: number },
  video: boolean,
): Promise<Paginated<VideoDoctorCard>> {
  const where = doctorWhere(country, query, video);
  const { page, order_by: orderBy, ...filter } = query;
  return listingPage(db, {
    key: `doctors|${country}|${video}|${JSON.stringify(filter)}`,
    page,
    fresh: query.online_status !== undefined,
    countRows: () =>
      countOf(
        db
          .select(countColumn)
          .from(d)
          .innerJoin(pa, eq(pa.id, d.applicationId))
          .innerJoin(users, eq(users.id, pa.userId))
          .where(where),
      ),
    rows: ({ limit, offset }) =>
      doctorRows(db)
        .where(where)
        .orderBy(...doctorOrder(orderBy))
        .limit(limit)
        .offset(offset),
    cards: (rows) => cardsOf(db, rows),
  });
}

/** GET /api/{bd,in}-doctors-appointment */
export async function listDoctors(
  db: DbOrTx,
  country: DoctorCountry,
  query: DoctorListQuery,
): Promise<Paginated<DoctorCard>> {
  const page = await doctorPage(db, country, query, false);
  return { ...page, data: page.data.map(appointmentCard) };
}

/** GET /api/doctors-{bd,in}-video-consultancy: doctors offering video consultation. */
export function listVideoDoctors(
  db: DbOrTx,
  country: DoctorCountry,
  query: VideoDoctorListQuery,
): Promise<Paginated<VideoDoctorCard>> {
  return doctorPage(db, country, query, true);
}

/** Best rated listed doctors of a country (popular video doctors, the home carousels). */
async function bestRated(db: DbOrTx, country: DoctorCountry, video: boolean, max: number) {
  const rows = await doctorRows(db)
    .where(doctorWhere(country, {}, video))
    .orderBy(...ratingOrder)
    .limit(max);
  return cardsOf(db, rows);
}

/** GET /api/popular-{bd,in}-video-doctor */
export function popularVideoDoctors(db: DbOrTx, country: DoctorCountry): Promise<VideoDoctorCard[]> {
  return bestRated(db, country, true, POPULAR_DOCTORS_MAX);
}

/** The home page's doctor carousels (`bdDoctors`, `inDoctors`). */
export async function homeDoctors(db: DbOrTx, country: DoctorCountry): Promise<DoctorCard[]> {
  return (await bestRated(db, country, false, HOME_PROVIDERS_MAX)).map(appointmentCard);
}

/** Which doctors a detail route shows: `bd`/`in` the country's, `video` those offering video, `view` any. */
export type DoctorRoute = DoctorCountry | 'video' | 'view';

/**
 * GET /api/bd-doctor-appointment/{id}, /api/in-doctor-appointment/{id}, /api/doctor-video-consultancy/{id},
 * /api/doctor-view/{id}. 404 "Doctor not found" for an id that is no doctor, "This doctor is
 * unavailable" for one not listed (pending, rejected, suspended) or not on this route.
 */
export async function doctorDetail(db: DbOrTx, route: DoctorRoute, id: number): Promise<DoctorDetail> {
  const [row] = await doctorRows(db).where(and(listedWhere('doctor'), eq(d.applicationId, id)));
  if (!row) {
    const reason = await unlistedReason(db, 'doctor', id);
    throw new HttpError(404, reason === 'missing' ? 'listings.doctor_not_found' : 'listings.doctor_unavailable');
  }
  const doc = row.doctor;
  const onRoute =
    route === 'view' || (route === 'video' ? doc.videoService : doc.countryId === COUNTRY_OF[route as DoctorCountry]);
  if (!onRoute) throw new HttpError(404, 'listings.doctor_unavailable');
  const [card] = await cardsOf(db, [row]);
  const [qualifications, [hospital]] = await Promise.all([
    db
      .select()
      .from(doctorQualifications)
      .where(eq(doctorQualifications.applicationId, id))
      .orderBy(asc(doctorQualifications.position)),
    doc.hospitalId
      ? db.select(namedColumns(hospitals)).from(hospitals).where(eq(hospitals.id, doc.hospitalId))
      : Promise.resolve([null]),
  ]);
  return {
    ...card,
    department: doc.department,
    hospital: namedPlace(hospital ?? null),
    location: doc.location,
    qualifications: qualifications.map((q) => ({
      degree: q.degree,
      institution_name: q.institutionName,
      institution_location: q.institutionLocation,
    })),
    wdays: WEEKDAYS.filter((w) => doc.weekdays.includes(w.id)).map((w) => ({
      id: w.id,
      code: w.code,
      title: w.title,
      short_title: w.short_title,
      bn_title: w.bn_title,
    })),
    time_from: doc.timeFrom,
    time_to: doc.timeTo,
    chamber_name: doc.chamberName,
    chamber_location: doc.chamberLocation,
    audio_fee: money(doc.audioFee),
    final_audio_fee: finalFee(doc.audioFee, doc.audioDiscount),
    audio_discount: doc.audioDiscount,
    doctor_appointments_count: row.servedCount,
    appointment_total: bookingTotal(doc.appointmentFee, doc.appointmentDiscount, doc.vat),
    video_total: bookingTotal(doc.videoFee, doc.videoDiscount, doc.vat),
    audio_total: bookingTotal(doc.audioFee, doc.audioDiscount, doc.vat),
  };
}
