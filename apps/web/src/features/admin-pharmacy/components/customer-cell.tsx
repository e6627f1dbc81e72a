import { Stack, Text } from '@mantine/core';
import type { AdminPrescriptionRow } from '@nirog/contracts';

/** The customer's name with the e-mail and phone under it. */
export function CustomerCell({ customer }: { customer: AdminPrescriptionRow['customer'] }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {customer.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {customer.email}
      </Text>
      {customer.phone && (
        <Text size="xs" c="dimmed">
          {customer.phone}
        </Text>
      )}
    </Stack>
  );
}
