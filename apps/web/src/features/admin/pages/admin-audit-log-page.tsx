import { Button, EmptyState, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { pageParam } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogCards } from '../components/audit-log-cards';
import { AuditLogTable } from '../components/audit-log-table';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';

/** /admin/audit-log (Admin): every back-office action, newest first, a page at a time. */
export function AdminAuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const log = useAuditLog(page);
  const phone = useMediaQuery('(max-width: 48em)');

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <AdminPageHeading
        title={t('admin.auditLog.title')}
        intro={t('admin.auditLog.intro')}
        busy={log.isFetching && !log.isPending}
      />

      {log.isPending ? (
        <ListSkeleton />
      ) : log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.data.length === 0 ? (
        <EmptyState
          icon={<IconHistory aria-hidden />}
          title={t('admin.auditLog.empty')}
          description={page > 1 ? t('admin.auditLog.emptyPageHint') : t('admin.auditLog.emptyHint')}
        >
          {page > 1 && (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => goTo(1)}>
                {t('admin.auditLog.firstPage')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : (
        <>
          {phone ? <AuditLogCards entries={log.data.data} /> : <AuditLogTable entries={log.data.data} />}
          <ListPagination page={log.data} onChange={goTo} />
        </>
      )}
    </Stack>
  );
}
