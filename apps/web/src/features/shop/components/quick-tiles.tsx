import { Anchor, Button, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileUpload, IconPhoneCall, IconPill, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { localizeDigits } from '../../../lib/digits';
import { paths } from '../../../lib/paths';
import { usePublicSettings } from '../../../lib/settings';
import { useLanguageStore } from '../../../stores/language';
import { LazyModal } from '../../../components/ui/lazy-modal';
import classes from './shop.module.css';

/** Upload prescription, reorder, medicine request and call to order (a dialog with the number and a Call link). */
export function QuickTiles() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const [callOpen, setCallOpen] = useState(false);
  const settings = usePublicSettings();
  const phone = settings.data?.call_to_order_phone;

  const links = [
    { key: 'uploadPrescription', to: paths.profile.uploadPrescription, icon: IconFileUpload, color: 'blue' },
    { key: 'reorder', to: paths.profile.myOrder, icon: IconRepeat, color: 'grape' },
    { key: 'medicineRequest', to: paths.profile.medicineRequest, icon: IconPill, color: 'teal' },
  ] as const;

  return (
    <>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" className={classes.categoryList}>
        {links.map(({ key, to, icon: Icon, color }) => (
          <li key={key}>
            <UnstyledButton component={Link} to={to} className={classes.tile}>
              <ThemeIcon variant="light" color={color} size={36} radius="md">
                <Icon size={20} aria-hidden="true" />
              </ThemeIcon>
              <span>{t(`shop.tiles.${key}`)}</span>
            </UnstyledButton>
          </li>
        ))}
        <li>
          <UnstyledButton className={classes.tile} onClick={() => setCallOpen(true)} aria-haspopup="dialog">
            <ThemeIcon variant="light" color="orange" size={36} radius="md">
              <IconPhoneCall size={20} aria-hidden="true" />
            </ThemeIcon>
            <span>{t('shop.tiles.callToOrder')}</span>
          </UnstyledButton>
        </li>
      </SimpleGrid>
      <LazyModal opened={callOpen} onClose={() => setCallOpen(false)} title={t('shop.callTitle')} centered>
        <Stack gap="md" align="center">
          {phone ? (
            <>
              <Text>{t('shop.callText')}</Text>
              <Text fw={700} size="xl">
                {localizeDigits(phone, language)}
              </Text>
              <Button
                component="a"
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                leftSection={<IconPhoneCall size={18} aria-hidden="true" />}
                radius="xl"
              >
                {t('shop.call')}
              </Button>
            </>
          ) : settings.isPending ? (
            <Text c="dimmed">{t('common.loading')}</Text>
          ) : (
            <Text c="dimmed">
              {t('shop.callUnavailable')}{' '}
              <Anchor component={Link} to={paths.contact}>
                {t('shop.contactUs')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </LazyModal>
    </>
  );
}
