import { useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { LogoMark } from '@/components/brand/logo-mark';
import { CompanyEmail, CompanyName, CompanyStreetAddress } from '@/components/missing-field/company-name';
import { company } from '@/content/company';
import { project } from '@/content/project';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './footer.module.css';
import { footerSections } from './nav-items';

export function Footer() {
  const { t, i18n } = useLingui();
  const params = localeParam(useLocale());
  const year = 2026;

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6} maw={320}>
            <Group gap="sm">
              <LogoMark size={32} />
              <Text fw={700} ff="heading" c="beige.2">
                {company.brandName}
              </Text>
            </Group>
            <Text size="sm" c="beige.3">
              {t`${project.residentialUnits} new-build condominiums in Berlin-Pankow.`}
            </Text>
            <Text size="sm" c="beige.3">
              <CompanyStreetAddress />
            </Text>
          </Stack>
          <nav aria-label={t`Sections`}>
            <ul className={classes.list}>
              {footerSections.map((section) => (
                <li key={section.id}>
                  {/* Current only at its own section: on the home page the five links all read "current page". */}
                  <Link
                    to="/{-$locale}"
                    params={params}
                    hash={section.id}
                    activeOptions={{ includeHash: true }}
                    className={classes.link}
                  >
                    {i18n._(section.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t`Legal`}>
            <ul className={classes.list}>
              <li>
                <Link to="/{-$locale}/impressum" params={params} className={classes.link}>
                  {t`Legal notice`}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/datenschutz" params={params} className={classes.link}>
                  {t`Privacy policy`}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/device" params={params} className={classes.link}>
                  {t`Offline & app`}
                </Link>
              </li>
              <li>
                <CompanyEmail className={classes.link} />
              </li>
            </ul>
          </nav>
        </Group>
        <Text size="xs" c="beige.4" mt="xl">
          © {year} <CompanyName />
        </Text>
      </Container>
    </footer>
  );
}
