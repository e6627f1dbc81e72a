import { Button, Card, Group, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { AuthUser } from '@nirog/contracts';
import { PersonalInformationForm } from './personal-information-form';
import { PersonalInformationView } from './personal-information-view';

/** Personal information with the spec's view/edit toggle: Cancel or a successful save returns to view. */
export function PersonalInformationCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const backToView = () => {
    setEditing(false);
    // Keyboard users land where they started.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" gap="sm" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          {t('profile.personal')}
        </Title>
        {!editing && (
          <Button
            ref={editButton}
            variant="light"
            size="compact-sm"
            leftSection={<IconEdit size={16} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            {t('profile.personalInfo.edit')}
          </Button>
        )}
      </Group>
      {editing ? <PersonalInformationForm user={user} onDone={backToView} /> : <PersonalInformationView user={user} />}
    </Card>
  );
}
