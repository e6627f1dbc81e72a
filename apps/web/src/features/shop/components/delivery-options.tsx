import { Card, List, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';

/** Delivery facts (spec 1 section 9). */
export function DeliveryOptions() {
  const { t } = useTranslation();
  const rows = [
    { key: 'insideDhaka', icon: IconMapPin },
    { key: 'outsideDhaka', icon: IconTruckDelivery },
    { key: 'cod', icon: IconCash },
  ] as const;
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="delivery-title">
      <Title id="delivery-title" order={2} size="h5" mb="sm">
        {t('shop.delivery.title')}
      </Title>
      <List spacing="sm" center>
        {rows.map(({ key, icon: Icon }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon variant="light" radius="xl" size={28}>
                <Icon size={16} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            {t(`shop.delivery.${key}`)}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
