import { Badge, Button, Card, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import {
  CATALOG_IMPORT_COLUMNS,
  CATALOG_IMPORT_HEADER_ALIASES,
  CATALOG_IMPORT_REQUIRED_COLUMNS,
} from '@nirog/contracts';
import { downloadExampleCsv } from './example-csv';

const isRequired = (column: string) => (CATALOG_IMPORT_REQUIRED_COLUMNS as readonly string[]).includes(column);

/** What the CSV must hold, column by column, with a downloadable example. */
export function ImportColumns() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="import-columns-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="import-columns-title">
            {t('adminCatalog.imports.columns.title')}
          </Title>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={downloadExampleCsv}
          >
            {t('adminCatalog.imports.columns.example')}
          </Button>
        </Group>
        <Text size="sm">{t('adminCatalog.imports.columns.intro')}</Text>
        <List spacing={6} size="sm">
          {CATALOG_IMPORT_COLUMNS.map((column) => (
            <List.Item key={column}>
              <Group gap={6} wrap="wrap">
                <Code>{column}</Code>
                <Badge size="xs" variant="light" color={isRequired(column) ? 'red' : 'gray'}>
                  {t(
                    isRequired(column)
                      ? 'adminCatalog.imports.columns.required'
                      : 'adminCatalog.imports.columns.optional',
                  )}
                </Badge>
                <Text size="sm" c="dimmed" component="span">
                  {t(`adminCatalog.imports.columns.describe.${column}`)}
                </Text>
                {CATALOG_IMPORT_HEADER_ALIASES[column].length > 1 && (
                  <Text size="xs" c="dimmed" component="span">
                    {t('adminCatalog.imports.columns.aliases', {
                      names: CATALOG_IMPORT_HEADER_ALIASES[column].slice(1).join(', '),
                    })}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('adminCatalog.imports.columns.rules')}
        </Text>
      </Stack>
    </Card>
  );
}
