import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n';
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
    // Its full text: a table column would otherwise squeeze "Checked, waiting for you" to an ellipsis.
    <Badge color={COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`adminCatalog.imports.status.${status}`)}
    </Badge>
  );
}
