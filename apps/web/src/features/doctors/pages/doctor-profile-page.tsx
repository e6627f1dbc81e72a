import { Badge, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { DoctorDetail } from '@nirog/contracts';
import { FactList } from '../../../components/data/fact-list';
import { DetailFrame, DetailSection, profileId } from '../../../components/listing/detail-frame';
import { profilePageData } from '../../../components/listing/listing-page-data';
import { NowLink } from '../../../components/listing/now-link';
import { useCareFormat, type CareFormat } from '../../../components/listing/use-care-format';
import { clockOf } from '../../../components/provider-profile/profile-facts';
import { paths } from '../../../lib/paths';
import { doctorDetailQueryOptions, type DoctorProfileKind, useDoctorDetail } from '../api/doctors-api';
import { FeeText } from '../../../components/listing/doctor-card';
import { doctorTitle } from '../../../lib/doctor-title';

/** India doctors' patients may ask for these with the booking (spec 2 "Booking payloads"). */
const INDIA_EXTRA_SERVICES = ['medical_visa', 'guide', 'transport', 'hotel', 'diagnostic', 'sergery'] as const;

type Service = 'appointment' | 'video' | 'audio';
const SERVICES: Service[] = ['appointment', 'video', 'audio'];

function offered(doctor: DoctorDetail, service: Service): boolean {
  if (service === 'appointment') return doctor.appointment_service === 1;
  if (service === 'video') return doctor.video_consultancy === 1;
  return doctor.audio_consultancy === 1;
}

function feeOf(doctor: DoctorDetail, service: Service) {
  if (service === 'appointment')
    return { fee: doctor.appointment_fee, final: doctor.final_appointment_fee, discount: doctor.appointment_discount };
  if (service === 'video')
    return { fee: doctor.video_fee, final: doctor.final_video_fee, discount: doctor.video_discount };
  return { fee: doctor.audio_fee, final: doctor.final_audio_fee, discount: doctor.audio_discount };
}

/** The booking page of each service (spec 2: /doctor/view links). */
function servicePath(doctor: DoctorDetail, service: Service): string {
  if (service === 'appointment')
    return paths.care.now(`/${doctor.country.name_code.toLowerCase()}-doctor-appointment/doctor/${doctor.id}`);
  return paths.care.now(service === 'video' ? paths.care.videoDoctor(doctor.id) : paths.care.audioDoctor(doctor.id));
}

/** Fees per service: fee, discount and the fee to pay; on /doctor/view each offered service has its link. */
function FeeTable({ doctor, f, links }: { doctor: DoctorDetail; f: CareFormat; links: boolean }) {
  const rows = SERVICES.filter((s) => offered(doctor, s));
  if (rows.length === 0) return <Text size="sm">{f.t('listings.doctor.noServices')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{f.t('listings.doctor.service')}</Table.Th>
            <Table.Th>{f.t('listings.doctor.fee')}</Table.Th>
            {links && <Table.Th>{f.t('listings.doctor.book')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((service) => {
            const { fee, final, discount } = feeOf(doctor, service);
            return (
              <Table.Tr key={service}>
                <Table.Td>{f.t(`listings.doctor.services.${service}`)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={700} component="div">
                      <FeeText fee={fee} final={final} discount={discount} f={f} />
                    </Text>
                    {discount ? (
                      <Text size="xs" c="dimmed">
                        {f.t('listings.doctor.discount', { n: f.digits(discount) })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                {links && (
                  <Table.Td>
                    <NowLink to={servicePath(doctor, service)} size="xs">
                      {f.t(`listings.doctor.now.${service}`)}
                    </NowLink>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function facts(doctor: DoctorDetail, f: CareFormat) {
  const days = doctor.wdays.map((d) => (f.language === 'bn' ? d.bn_title : d.short_title)).join(', ');
  const from = clockOf(doctor.time_from, f.language);
  const to = clockOf(doctor.time_to, f.language);
  const india = doctor.country_id === 2;
  return [
    { label: f.t('listings.doctor.code'), value: doctor.doc_id },
    { label: f.t('listings.doctor.days'), value: days },
    { label: f.t('listings.doctor.time'), value: from && to ? `${from} – ${to}` : null },
    {
      label: f.t('listings.doctor.hospital'),
      value: [doctor.designation, doctor.department, doctor.hospital_name].filter(Boolean).join(', '),
    },
    {
      label: f.t('listings.doctor.chamber'),
      value: [doctor.chamber_name, doctor.chamber_location].filter(Boolean).join(', '),
    },
    ...(india
      ? [{ label: f.t('listings.doctor.state'), value: f.name(doctor.state) }]
      : [
          { label: f.t('listings.doctor.district'), value: f.name(doctor.district) },
          { label: f.t('listings.doctor.subDistrict'), value: f.name(doctor.sub_district) },
        ]),
    { label: f.t('listings.doctor.experience'), value: f.experience(doctor.experience) },
    { label: f.t('listings.doctor.patients'), value: f.digits(doctor.doctor_appointments_count) },
    ...(india && doctor.language ? [{ label: f.t('listings.doctor.language'), value: doctor.language }] : []),
    ...(doctor.vat > 0
      ? [{ label: f.t('listings.doctor.vat'), value: f.t('listings.doctor.percent', { n: f.digits(doctor.vat) }) }]
      : []),
  ];
}

/** The now link each profile route offers (spec 2 "Detail pages"). */
function nowLinks(kind: DoctorProfileKind, doctor: DoctorDetail, f: CareFormat) {
  if (kind === 'view') return null;
  const to =
    kind === 'video'
      ? paths.care.now(paths.care.videoDoctor(doctor.id))
      : paths.care.now(kind === 'bd' ? paths.care.bdDoctor(doctor.id) : paths.care.inDoctor(doctor.id));
  return (
    <NowLink to={to} size="md">
      {f.t(kind === 'video' ? 'listings.doctor.now.video' : 'listings.doctor.now.appointment')}
    </NowLink>
  );
}

/** A doctor profile's handle: rendered on the server with the doctor and the first page of reviews. */
export const doctorProfileData = (kind: DoctorProfileKind) =>
  profilePageData({ kind: 'doctor', detail: (id) => doctorDetailQueryOptions(kind, id) });

/**
 * The doctor profiles: /bd-doctor-appointment/doctor/{id}, /in-doctor-appointment/doctor/{id} (adds the
 * extra services and the referral code), /video-consultancy/doctor/{id} and /doctor/view/{id} (fees per
 * service, each offered service with its booking link).
 */
export function DoctorProfilePage({ kind }: { kind: DoctorProfileKind }) {
  const f = useCareFormat();
  const id = profileId(useParams().id);
  const query = useDoctorDetail(kind, id);
  return (
    <DetailFrame
      kind="doctor"
      id={id}
      query={query}
      head={({ doctor }) => ({
        name: doctor.user.name,
        title: doctorTitle(f.t, doctor.title),
        image: doctor.user.avatar,
        online: doctor.user.online_status,
        rating: { average: doctor.reviews_avg_rating, count: doctor.reviews_count },
        lines: [
          doctor.qualifications.map((q) => q.degree).join(', '),
          f.t('listings.doctor.codeLine', { code: doctor.doc_id }),
        ],
        actions: nowLinks(kind, doctor, f),
      })}
    >
      {({ doctor }) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <DetailSection title={f.t('listings.doctor.about')}>
              <FactList facts={facts(doctor, f)} cols={1} />
            </DetailSection>
            <Stack gap="lg">
              <DetailSection title={f.t('listings.doctor.fees')}>
                <FeeTable
                  doctor={kind === 'view' ? doctor : { ...doctor, ...onlyService(kind, doctor) }}
                  f={f}
                  links={kind === 'view'}
                />
              </DetailSection>
              <DetailSection title={f.t('listings.doctor.specialists')}>
                <Group gap={6}>
                  {doctor.specialists.map((s) => (
                    <Badge key={s.id} variant="light" color="teal" style={{ textTransform: 'none' }}>
                      {f.title(s)}
                    </Badge>
                  ))}
                </Group>
              </DetailSection>
              <DetailSection title={f.t('listings.doctor.qualifications')}>
                <List size="sm" spacing={4}>
                  {doctor.qualifications.map((q, i) => (
                    <List.Item key={i}>
                      <Text span fw={600} size="sm">
                        {q.degree}
                      </Text>
                      {[q.institution_name, q.institution_location].filter(Boolean).map((part) => `, ${part}`)}
                    </List.Item>
                  ))}
                </List>
              </DetailSection>
            </Stack>
          </SimpleGrid>
          {kind === 'in' && (
            <DetailSection title={f.t('listings.doctor.extra.title')}>
              <Text size="sm" mb="xs">
                {f.t('listings.doctor.extra.text')}
              </Text>
              <List size="sm" spacing={4}>
                {INDIA_EXTRA_SERVICES.map((s) => (
                  <List.Item key={s}>{f.t(`listings.doctor.extra.${s}`)}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="sm">
                {f.t('listings.doctor.extra.referral')}
              </Text>
            </DetailSection>
          )}
        </>
      )}
    </DetailFrame>
  );
}

/** A service route's profile shows the fee of that service only (the appointment, or the video consultation). */
function onlyService(kind: DoctorProfileKind, doctor: DoctorDetail): Partial<DoctorDetail> {
  return kind === 'video'
    ? { appointment_service: 0, audio_consultancy: 0, video_consultancy: doctor.video_consultancy }
    : { video_consultancy: 0, audio_consultancy: 0, appointment_service: doctor.appointment_service };
}
