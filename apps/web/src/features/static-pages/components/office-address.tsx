import { Anchor, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconRefresh } from '@tabler/icons-react';
import type { Language, PublicSettings } from '@nirog/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { localizeDigits } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { useSettings } from '../api/get-settings';

/** The office address in the interface language (the English one when no Bengali text is set). */
export function localizedAddress(settings: PublicSettings, language: Language): string {
  return language === 'bn' && settings.contact_address_bn.trim()
    ? settings.contact_address_bn
    : settings.contact_address;
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
      {t('static.common.retry')}
    </Button>
  );
}

/** The office address alone (About page, under the map). */
export function OfficeAddress() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const settings = useSettings();
  if (settings.isPending) return <Skeleton height={18} width="70%" radius="sm" aria-hidden />;
  if (settings.isError) {
    return (
      <Group gap="sm">
        <Text size="sm" c="red.8" role="alert">
          {t('static.about.findUs.addressError')}
        </Text>
        <RetryButton onRetry={() => void settings.refetch()} />
      </Group>
    );
  }
  return (
    <Text component="address" fs="normal" lh={1.6}>
      <Text component="span" fw={600} display="block">
        {t('static.about.findUs.addressLabel')}
      </Text>
      {localizedAddress(settings.data, language)}
    </Text>
  );
}

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
        <Text component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** Address, e-mail and phone from GET /api/settings, with loading and error states. */
export function ContactDetails() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Group key={i} gap="sm" wrap="nowrap">
            <Skeleton height={34} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="30%" />
              <Skeleton height={16} width="80%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="red.8" role="alert">
          {t('static.contact.infoError')}
        </Text>
        <RetryButton onRetry={() => void settings.refetch()} />
      </Stack>
    );
  }
  const { contact_email: email, contact_phone: phone } = settings.data;
  return (
    <Stack component="address" gap="md" fs="normal">
      <DetailRow icon={<IconMapPin size={18} />} label={t('static.contact.address')}>
        {localizedAddress(settings.data, language)}
      </DetailRow>
      <DetailRow icon={<IconMail size={18} />} label={t('static.contact.email')}>
        <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </DetailRow>
      <DetailRow icon={<IconPhone size={18} />} label={t('static.contact.phone')}>
        <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{localizeDigits(phone, language)}</Anchor>
      </DetailRow>
    </Stack>
  );
}
