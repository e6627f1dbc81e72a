import { Table, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { NurseDetail } from '@nirog/contracts';
import { NURSE_PACKAGES, type NursePackage } from '@nirog/contracts/constants';
import { FactList } from '../../../components/data/fact-list';
import { DetailFrame, DetailSection, profileId } from '../../../components/listing/detail-frame';
import { profilePageData } from '../../../components/listing/listing-page-data';
import { NowLink } from '../../../components/listing/now-link';
import { useCareFormat, type CareFormat } from '../../../components/listing/use-care-format';
import { paths } from '../../../lib/paths';
import { nurseDetailQueryOptions, useNurseDetail } from '../api/nurses-api';

/** When each package starts (spec 2 section 9); one call has no start time. */
export const NURSE_PACKAGE_START: Record<NursePackage, string | null> = {
  one_call: null,
  hour_6_morning: '06:00 AM',
  hour_6_evening: '12:00 PM',
  hour_12_day: '06:00 AM',
  hour_12_night: '06:00 PM',
  hour_24: '06:00 AM',
};

/** The start time in the reader's language ("০৬:০০ সকাল"). */
function startOf(pkg: NursePackage, f: CareFormat): string | null {
  const start = NURSE_PACKAGE_START[pkg];
  if (!start) return null;
  const [clock, meridiem] = start.split(' ');
  return f.t('listings.nurse.startsAt', { time: f.digits(clock), part: f.t(`listings.nurse.dayPart.${meridiem}`) });
}

/** Weekday by package: the fee of each package the nurse offers on that day, a dash where she does not. */
function FeeGrid({ nurse, f }: { nurse: NurseDetail; f: CareFormat }) {
  if (nurse.wdays.length === 0) return <Text size="sm">{f.t('listings.nurse.noDays')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{f.t('listings.nurse.day')}</Table.Th>
            {NURSE_PACKAGES.map((p) => (
              <Table.Th key={p} scope="col">
                {f.t(`listings.nurse.packages.${p}`)}
                {startOf(p, f) && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {startOf(p, f)}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...nurse.wdays]
            .sort((a, b) => a.code - b.code)
            .map((day) => (
              <Table.Tr key={day.id}>
                <Table.Th scope="row">{f.language === 'bn' ? day.bn_title : day.title}</Table.Th>
                {NURSE_PACKAGES.map((p) => {
                  const fee = day.pivot[`${p}_fee`];
                  return (
                    <Table.Td key={p}>
                      {day.pivot[p] && fee !== null && fee !== undefined ? (
                        f.money(fee)
                      ) : (
                        <span aria-label={f.t('listings.nurse.notOffered')}>–</span>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rendered on the server with the nurse and the first page of her reviews. */
export const handle = profilePageData({ kind: 'nurse', detail: nurseDetailQueryOptions });

/** /nurse-appointment/nurse/{id}: the nurse's profile, her weekly fees per package and the Appointment Now link. */
export function Component() {
  const f = useCareFormat();
  const id = profileId(useParams().id);
  const query = useNurseDetail(id);
  return (
    <DetailFrame
      kind="nurse"
      id={id}
      query={query}
      head={({ nurse }) => ({
        name: nurse.user.name,
        image: nurse.user.avatar,
        rating: { average: nurse.reviews_avg_rating, count: nurse.reviews_count },
        lines: [f.t('listings.nurse.codeLine', { code: nurse.nurse_code }), f.place(nurse)],
        actions: (
          <NowLink to={paths.care.now(paths.care.nurse(nurse.id))} size="md">
            {f.t('listings.nurse.now')}
          </NowLink>
        ),
      })}
    >
      {({ nurse }) => (
        <>
          <DetailSection title={f.t('listings.nurse.about')}>
            <FactList
              facts={[
                { label: f.t('listings.nurse.code'), value: nurse.nurse_code },
                { label: f.t('listings.doctor.district'), value: f.name(nurse.district) },
                { label: f.t('listings.doctor.subDistrict'), value: f.name(nurse.sub_district) },
                { label: f.t('listings.nurse.location'), value: nurse.location },
                { label: f.t('listings.doctor.experience'), value: f.experience(nurse.experience) },
              ]}
            />
          </DetailSection>
          <DetailSection title={f.t('listings.nurse.fees')}>
            <FeeGrid nurse={nurse} f={f} />
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}
