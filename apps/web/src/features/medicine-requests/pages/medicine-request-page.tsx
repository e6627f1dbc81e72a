import { useState } from 'react';
import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { MedicineRequestStoreResponse } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSendMedicineRequest } from '../api/send-medicine-request';
import { RequestSentModal } from '../components/request-sent-modal';

/**
 * /profile/medicine-request ('Send Medicine Request'): a medicine the shop does not list. Success shows the
 * answer in a popup, then the user's requests. `?name=` fills the name in (the shop's "not found" link).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('medicineRequests.form.title'));
  const navigate = useNavigate();
  const send = useSendMedicineRequest();
  const [sent, setSent] = useState<MedicineRequestStoreResponse | null>(null);
  const [params] = useSearchParams();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: params.get('name')?.trim() ?? '' },
    validate: { name: isNotEmpty(t('medicineRequests.form.nameRequired')) },
  });

  const submit = form.onSubmit((values) => {
    send.mutate(
      { name: values.name.trim() },
      {
        onSuccess: (answer) => setSent(answer),
        onError: (error) => showFormError(form, error, t),
      },
    );
  }, revealInvalidFields);

  return (
    <Card withBorder radius="lg" padding="lg" maw={560}>
      <Title order={1} size="h3" mb={4}>
        {t('medicineRequests.form.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('medicineRequests.form.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('medicineRequests.form.name')}
            placeholder={t('medicineRequests.form.namePlaceholder')}
            withAsterisk
            maxLength={190}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden="true" />}>
            {t('medicineRequests.form.submit')}
          </Button>
          <Anchor component={Link} to={paths.profile.myMedicineRequests} size="sm" ta="center">
            {t('medicineRequests.form.myRequests')}
          </Anchor>
        </Stack>
      </form>
      <RequestSentModal answer={sent} onClose={() => void navigate(paths.profile.myMedicineRequests)} />
    </Card>
  );
}
