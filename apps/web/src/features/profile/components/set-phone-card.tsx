import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSetPhone } from '../api/set-phone';

/**
 * The set-mobile-number block, for accounts without a number (spec 1 "Profile area"). Once saved, the
 * stored user has a phone and the page stops showing this block.
 */
export function SetPhoneCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSetPhone();
  const form = useForm({ initialValues: { phone: '' } });

  // mutateAsync: the saved number unmounts this block, and a hook's per-call callbacks would not run then.
  const submit = form.onSubmit(async (values) => {
    try {
      notify('success', (await save.mutateAsync(values)).message);
    } catch (error) {
      showFormError(form, error, t);
    }
  }, revealInvalidFields);

  return (
    <Card withBorder radius="lg" padding="lg" bg="yellow.0" component="section" aria-labelledby={titleId}>
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconDeviceMobile size={20} aria-hidden="true" />
        <Title order={2} size="h4" id={titleId}>
          {t('profile.setPhone.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('profile.noPhone')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('profile.phone')}
            placeholder={t('profile.setPhone.placeholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('phone')}
          />
          <Button type="submit" loading={save.isPending} mt={{ base: 0, xs: 25 }}>
            {t('profile.setPhone.submit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
