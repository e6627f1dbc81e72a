import { Alert, Box, Grid, Paper, Text, Title, rem } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { BangladeshMap } from '../components/bangladesh-map';
import { ContactForm } from '../components/contact-form';
import { ContactDetails, OfficeAddress } from '../components/office-address';
import { StaticPage } from '../components/static-page';

const SECTION_TITLE = { fz: { base: rem(20), sm: rem(22) }, lh: 1.4, mb: 'md' } as const;

/** Contact (/contact): our address, e-mail and phone, a map, and the contact form. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('static.contact.title')}
      size="lg"
      lead={
        <Text size="lg" lh={1.7}>
          {t('static.contact.intro')}
        </Text>
      }
    >
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {t('static.contact.emergency')}
      </Alert>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper component="section" aria-labelledby="contact-info" withBorder p="lg" radius="md">
            <Title id="contact-info" order={2} {...SECTION_TITLE}>
              {t('static.contact.infoHeading')}
            </Title>
            <ContactDetails />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper component="section" aria-labelledby="contact-form" withBorder p="lg" radius="md">
            <Title id="contact-form" order={2} {...SECTION_TITLE}>
              {t('static.contact.form.heading')}
            </Title>
            <ContactForm />
          </Paper>
        </Grid.Col>
      </Grid>
      <Box component="section" aria-labelledby="contact-map">
        <Title id="contact-map" order={2} {...SECTION_TITLE}>
          {t('static.contact.mapHeading')}
        </Title>
        <BangladeshMap caption={<OfficeAddress />} />
      </Box>
    </StaticPage>
  );
}
