import { Box, Title, rem } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { BangladeshMap } from '../components/bangladesh-map';
import { OfficeAddress } from '../components/office-address';
import { PolicyPage } from '../components/policy-page';

/** About Us (/about): mission, services, how we work, and where to find us on a map. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PolicyPage contentKey="about">
      <Box component="section" id="find-us">
        <Title order={2} fz={{ base: rem(20), sm: rem(22) }} lh={1.4} mb="sm">
          {t('static.about.findUs.heading')}
        </Title>
        <BangladeshMap caption={<OfficeAddress />} />
      </Box>
    </PolicyPage>
  );
}
