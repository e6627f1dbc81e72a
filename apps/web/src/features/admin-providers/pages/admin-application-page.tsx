import { Alert, Anchor, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { REVIEW_PROMISE_HOURS } from '@nirog/contracts';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { CustomerCell } from '../../../components/data/customer-cell';
import { FactList } from '../../../components/data/fact-list';
import { QueryError } from '../../../components/data/query-error';
import { useFormatters } from '../../../lib/use-formatters';
import { useAdminApplication } from '../api/get-admin-application';
import { ApplicationActions } from '../components/application-actions';
import { ApplicationDocuments } from '../components/application-documents';
import { ApplicationHistory } from '../components/application-history';
import { ApplicationProfile } from '../components/application-profile';
import { ApplicationStatusBadge, WaitingTime } from '../components/review-badges';
import { applicationsPath } from '../components/review-paths';

/**
 * /admin/providers/:id: the whole application (the applicant, the profile by section, the documents
 * in the image viewer) beside the decisions staff can take, and the history of those taken.
 */
export function AdminApplicationPage() {
  const { t } = useTranslation();
  const { date, digits } = useFormatters();
  const id = Number(useParams().id);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const application = useAdminApplication(id);
  const validId = Number.isInteger(id) && id > 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${applicationsPath()}${listSearch}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('adminProviders.application.back')}
        </Group>
      </Anchor>

      {!validId ? (
        <Alert color="yellow" role="alert">
          {t('adminProviders.application.notFound')}
        </Alert>
      ) : application.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={160} />
          <Skeleton h={220} />
        </Stack>
      ) : application.isError ? (
        <QueryError error={application.error} onRetry={() => void application.refetch()} />
      ) : (
        <>
          <AdminPageHeading
            title={t('adminProviders.application.title', {
              kind: t(`adminProviders.kind.${application.data.kind}`),
              code: application.data.code,
            })}
            badges={<ApplicationStatusBadge status={application.data.status} />}
            intro={
              application.data.submitted_at
                ? t('adminProviders.queue.submittedOn', { date: date(application.data.submitted_at) })
                : t('adminProviders.notSubmitted')
            }
          />
          {application.data.overdue && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="status">
              {t('adminProviders.application.overdue', { hours: digits(REVIEW_PROMISE_HOURS) })}
            </Alert>
          )}
          {application.data.reason && (
            <Alert
              color={application.data.status === 'rejected' ? 'red' : 'orange'}
              title={t('adminProviders.application.reason')}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {application.data.reason}
              </Text>
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <ApplicationDocuments documents={application.data.documents} />
                <ApplicationProfile application={application.data} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <ApplicationActions application={application.data} />
                <Card
                  withBorder
                  padding="md"
                  component="section"
                  aria-label={t('adminProviders.application.applicant')}
                >
                  <Stack gap="xs">
                    <Title order={2} size="h4">
                      {t('adminProviders.application.applicant')}
                    </Title>
                    <CustomerCell customer={application.data.user} />
                    <FactList
                      cols={1}
                      facts={[
                        {
                          label: t('adminProviders.queue.columns.waiting'),
                          value: <WaitingTime application={application.data} />,
                        },
                        {
                          label: t('adminProviders.application.reviewed'),
                          value:
                            application.data.reviewed_at &&
                            t('adminProviders.application.reviewedBy', {
                              date: date(application.data.reviewed_at),
                              name: application.data.reviewed_by?.name ?? t('adminProviders.history.system'),
                            }),
                        },
                      ]}
                    />
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>
          </Grid>
          <ApplicationHistory entries={application.data.history} />
        </>
      )}
    </Stack>
  );
}
