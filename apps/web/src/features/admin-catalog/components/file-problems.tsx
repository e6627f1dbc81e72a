import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Files refused before sending, each with its reason. */
export function FileProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <List size="sm" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
