import { Card, Group, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n';
import type { CallLogEntry } from '@nirog/contracts';
import { CallBooking, CallDuration, CallKind, CallParties, CallStatusBadge, CallTimes } from './call-parts';

/** The call log: a table on wide screens, one card per call on phones. */
export function CallsList({ calls }: { calls: CallLogEntry[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone)
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {calls.map((call) => (
          <Card key={call.id} withBorder component="li" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <CallParties call={call} />
              <CallStatusBadge status={call.status} />
            </Group>
            <Group justify="space-between" mt="xs" gap="xs">
              <CallBooking call={call} />
              <CallKind call={call} />
            </Group>
            <Group justify="space-between" mt={4} gap="xs" align="flex-start">
              <CallTimes call={call} />
              <CallDuration call={call} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCalls.columns.parties')}</Table.Th>
            <Table.Th>{t('adminCalls.columns.booking')}</Table.Th>
            <Table.Th>{t('adminCalls.columns.kind')}</Table.Th>
            <Table.Th>{t('adminCalls.columns.status')}</Table.Th>
            <Table.Th>{t('adminCalls.columns.when')}</Table.Th>
            <Table.Th>{t('adminCalls.columns.duration')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((call) => (
            <Table.Tr key={call.id}>
              <Table.Td>
                <CallParties call={call} />
              </Table.Td>
              <Table.Td>
                <CallBooking call={call} />
              </Table.Td>
              <Table.Td>
                <CallKind call={call} />
              </Table.Td>
              <Table.Td>
                <CallStatusBadge status={call.status} />
              </Table.Td>
              <Table.Td>
                <CallTimes call={call} />
              </Table.Td>
              <Table.Td>
                <CallDuration call={call} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
