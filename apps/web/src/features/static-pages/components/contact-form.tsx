import { useEffect, useRef } from 'react';
import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { ContactBody } from '@nirog/contracts';
import { useTranslation } from '../../../i18n';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../stores/session';
import { useSendContactMessage } from '../api/send-contact-message';

/**
 * The contact form (spec 1 section 5): pre-filled from the logged-in user, validated by the server,
 * which answers with field errors (first message shown under each field) or a message shown as a toast.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const sendMessage = useSendContactMessage();
  const form = useForm<ContactBody>({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      subject: '',
      message: '',
    },
  });

  // A user who logs in (or whose profile is refreshed) after the page opened: fill what is still empty.
  const filledForUser = useRef(user?.id ?? null);
  useEffect(() => {
    if (!user || filledForUser.current === user.id) return;
    filledForUser.current = user.id;
    const values = form.getValues();
    form.setValues({
      name: values.name || user.name,
      email: values.email || user.email,
      phone: values.phone || (user.phone ?? ''),
    });
  }, [user, form]);

  const handleSubmit = form.onSubmit((values) => {
    sendMessage.mutate(values, {
      onSuccess: (answer) => {
        form.clearErrors();
        notify('success', answer.message);
        form.setValues({ subject: '', message: '' });
      },
      // Keep what the user typed; show the first message of each field and the general message as a toast.
      onError: (error) => void showFormError(form, error, t),
    });
  }, revealInvalidFields);

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={sendMessage.isPending}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('static.contact.form.name')}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('static.contact.form.phone')}
            withAsterisk
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('static.contact.form.phonePlaceholder')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={t('static.contact.form.email')}
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput label={t('static.contact.form.subject')} withAsterisk {...form.getInputProps('subject')} />
        <Textarea label={t('static.contact.form.message')} withAsterisk rows={6} {...form.getInputProps('message')} />
        <Button
          type="submit"
          loading={sendMessage.isPending}
          leftSection={<IconSend size={18} aria-hidden />}
          size="md"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('static.contact.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
