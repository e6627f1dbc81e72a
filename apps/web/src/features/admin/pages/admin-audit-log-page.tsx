import { IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AdminListPage } from '../../../components/data/admin-list-page';
import { pageParam } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogCards } from '../components/audit-log-cards';
import { AuditLogTable } from '../components/audit-log-table';

/** /admin/audit-log (Admin): every back-office action, newest first, a page at a time. */
export function AdminAuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const log = useAuditLog(page);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminListPage
      title={t('admin.auditLog.title')}
      intro={t('admin.auditLog.intro')}
      query={log}
      onPageChange={goTo}
      empty={{
        icon: IconHistory,
        title: t('admin.auditLog.empty'),
        text: page > 1 ? t('admin.auditLog.emptyPageHint') : t('admin.auditLog.emptyHint'),
        action: page > 1 ? { label: t('admin.auditLog.firstPage'), onClick: () => goTo(1) } : undefined,
      }}
      table={(rows) => <AuditLogTable entries={rows} />}
      cards={(rows) => <AuditLogCards entries={rows} />}
    />
  );
}
