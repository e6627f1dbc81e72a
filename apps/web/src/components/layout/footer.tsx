import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandYoutube } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { localizeDigits } from '../../lib/digits';
import { paths } from '../../lib/paths';
import { usePublicSettings } from '../../lib/settings';
import { SOCIAL_LINKS, type SocialKey } from '../../lib/site';
import { useLanguageStore } from '../../stores/language';
import { Logo } from './logo';
import classes from './layout.module.css';

const SOCIAL_ICONS: Record<SocialKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
};

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap={6} component="section">
      <Title order={2} size="h5">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="dimmed" size="sm" className={classes.footerLink}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** Footer: about Nirog, social links, support, policies, company and contact details from the settings. */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const settings = usePublicSettings();
  const contact = settings.data;
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
            <Group gap={4} aria-label={t('footer.followUs')} role="group">
              {SOCIAL_LINKS.map(({ key, href }) => {
                const Icon = SOCIAL_ICONS[key];
                return (
                  <ActionIcon
                    key={key}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t(`footer.social.${key}`)}
                  >
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>
          <FooterColumn
            title={t('footer.support')}
            links={[
              { label: t('footer.contactUs'), to: paths.contact },
              { label: t('footer.faq'), to: paths.faq },
              { label: t('footer.terms'), to: paths.termsAndConditions },
            ]}
          />
          <FooterColumn
            title={t('footer.policies')}
            links={[
              { label: t('footer.privacy'), to: paths.privacyPolicy },
              { label: t('footer.refund'), to: paths.refundPolicy },
            ]}
          />
          <Stack gap={6} component="section">
            <FooterColumn
              title={t('footer.company')}
              links={[
                { label: t('footer.aboutUs'), to: paths.about },
                { label: t('footer.services'), to: paths.services },
              ]}
            />
            {contact && (
              <Stack gap={2} mt="xs">
                <Text size="sm" fw={600}>
                  {t('footer.contactInfo')}
                </Text>
                <Text size="sm" c="dimmed">
                  {language === 'bn' && contact.contact_address_bn
                    ? contact.contact_address_bn
                    : contact.contact_address}
                </Text>
                <Anchor href={`tel:${contact.contact_phone}`} size="sm" c="dimmed" className={classes.footerLink}>
                  {localizeDigits(contact.contact_phone, language)}
                </Anchor>
                <Anchor href={`mailto:${contact.contact_email}`} size="sm" c="dimmed" className={classes.footerLink}>
                  {contact.contact_email}
                </Anchor>
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" ta="center" mt="xl">
          {t('footer.copyright', { year: localizeDigits(String(new Date().getFullYear()), language) })}
        </Text>
      </Container>
    </footer>
  );
}
