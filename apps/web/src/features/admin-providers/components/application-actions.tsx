import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCheck, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { AdminApplication } from '@nirog/contracts';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useReviewAdminApplication, type ReviewAction } from '../api/review-admin-application';

/**
 * The staff decisions the application's status allows: a pending one is approved (the role is
 * granted) or rejected with a reason; an approved provider is suspended with a reason; a suspended
 * one reinstated. Each asks first; the server mails the provider and audits the decision.
 */
export function ApplicationActions({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const review = useReviewAdminApplication();
  const [asking, setAsking] = useState<'reject' | 'suspend' | null>(null);
  const kind = t(`adminProviders.kind.${application.kind}`);
  const who = { name: application.user.name, code: application.code, kind };

  const run = (action: ReviewAction, reason?: string) =>
    review.mutate(
      { id: application.id, action, reason },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          setAsking(null);
        },
        onError: (error) => notify('error', errorMessage(error, t)),
      },
    );
  const ask = (action: 'approve' | 'reinstate') =>
    confirmAction(t, {
      title: t(`adminProviders.actions.${action}.title`),
      body: <Text size="sm">{t(`adminProviders.actions.${action}.explain`, who)}</Text>,
      confirm: t(`adminProviders.actions.${action}.confirm`),
      onConfirm: () => run(action),
    });
  const reasonAction = useReasonAction(
    review,
    (reason) => (asking ? { id: application.id, action: asking, reason } : undefined),
    () => setAsking(null),
  );

  const { status } = application;
  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminProviders.actions.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminProviders.actions.title')}
        </Title>
        {status === 'pending' && (
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => ask('approve')}
              loading={review.isPending}
            >
              {t('adminProviders.actions.approve.button')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setAsking('reject')}
              disabled={review.isPending}
            >
              {t('adminProviders.actions.reject.button')}
            </Button>
          </Group>
        )}
        {status === 'approved' && (
          <Group gap="sm">
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setAsking('suspend')}
              disabled={review.isPending}
            >
              {t('adminProviders.actions.suspend.button')}
            </Button>
          </Group>
        )}
        {status === 'suspended' && (
          <Group gap="sm">
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => ask('reinstate')}
              loading={review.isPending}
            >
              {t('adminProviders.actions.reinstate.button')}
            </Button>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t(`adminProviders.actions.state.${status}`)}
        </Text>
      </Stack>
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`adminProviders.actions.${asking}.title`) : ''}
        explain={asking ? t(`adminProviders.actions.${asking}.explain`, who) : undefined}
        label={t('adminProviders.actions.reason')}
        description={t('adminProviders.actions.reasonHint')}
        requiredMessage={t('adminProviders.actions.reasonRequired')}
        confirmLabel={asking ? t(`adminProviders.actions.${asking}.confirm`) : ''}
        errorField="reason"
        maxLength={1000}
        {...reasonAction}
      />
    </Card>
  );
}
