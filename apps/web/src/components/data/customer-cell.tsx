import { Stack, Text } from '@mantine/core';

/** A customer in back-office lists: the name with the e-mail and phone under it. */
export function CustomerCell({ customer }: { customer: { name: string; email: string; phone: string | null } }) {
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
