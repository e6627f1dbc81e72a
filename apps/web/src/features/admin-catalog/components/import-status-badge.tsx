import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogImportStatus } from '@nirog/contracts';

const COLORS: Record<CatalogImportStatus, string> = {
  checking: 'gray',
  checked: 'yellow',
  cancelled: 'gray',
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

export function ImportStatusBadge({ status }: { status: CatalogImportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`adminCatalog.imports.status.${status}`)}
    </Badge>
  );
}
