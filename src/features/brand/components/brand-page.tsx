import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { IconDownload, IconLock, IconPresentation } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { PageIntro } from '@/components/layout/page-intro';
import { showToast } from '@/components/toast/toast';
import { brandColors, brandFonts, type BrandColorName } from '@/content/brand';
import { company } from '@/content/company';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { brandBackgrounds, howToSteps, logoDownloads, presentationTemplates } from '../model/brand-downloads';
import classes from './brand-page.module.css';
import { ColorSwatch } from './color-swatch';

function BrandSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md" mt={48}>
      <Title order={2} id={id} c="pine.6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DownloadButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

/** The private brand-template page. Its downloads are shown to everyone. */
export function BrandPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const colorNames: Record<BrandColorName, string> = {
    green: t`Green`,
    charcoal: t`Charcoal`,
    beige: t`Beige`,
    stone: t`Stone`,
    gold: t`Gold`,
  };
  const templateDisabled = () =>
    void showToast({
      title: t`Template feature disabled`,
      message: t`PowerPoint generation requires additional setup.`,
      variant: 'destructive',
    });
  return (
    <>
      <PageIntro
        eyebrow={t`Internal`}
        title={t`Private Brand Templates`}
        lead={t`Presentation templates, backgrounds, fonts, colours and logos of ${company.brandName}.`}
      />
      <Container size="lg" pb={72}>
        <Alert
          color="gold"
          variant="light"
          icon={<IconLock size={20} aria-hidden />}
          title={t`Private Brand Templates`}
        >
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{t`This page is for internal use by our team and partners. Please do not share these files publicly.`}</Text>
            <Button
              size="sm"
              renderRoot={(props) => <Link to="/{-$locale}/auth" params={localeParam(locale)} {...props} />}
            >
              {t`Admin Login`}
            </Button>
          </Stack>
        </Alert>

        <BrandSection id="brand-templates" title={t`Presentation templates`}>
          <Group gap="sm">
            {presentationTemplates.map((label) => (
              <Button
                key={label.id}
                variant="outline"
                leftSection={<IconPresentation size={16} aria-hidden />}
                onClick={templateDisabled}
              >
                {i18n._(label)}
              </Button>
            ))}
          </Group>
        </BrandSection>

        <BrandSection id="brand-backgrounds" title={t`Backgrounds`}>
          <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {brandBackgrounds.map((background) => (
              <Card key={background.file} withBorder radius="md" padding={0}>
                <img
                  className={classes.preview}
                  src={background.file}
                  alt={t`Background ${i18n._(background.label)}`}
                  width={1920}
                  height={1080}
                  loading="lazy"
                />
                <Group justify="space-between" p="sm">
                  <Text fw={600}>{i18n._(background.label)}</Text>
                  <DownloadButton href={background.file}>SVG</DownloadButton>
                </Group>
              </Card>
            ))}
          </ColumnGrid>
        </BrandSection>

        <BrandSection id="brand-fonts" title={t`Fonts`}>
          <ColumnGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card withBorder radius="md">
              <Text fz="xs" tt="uppercase" fw={600} c="charcoal.5">{t`Titles`}</Text>
              <Text ff="heading" fw={700} fz={32} c="pine.6">
                {brandFonts.titles}
              </Text>
              <Text ff="heading" fw={600}>
                Aa Bb Cc Ää Öö Üü ß 0123456789
              </Text>
            </Card>
            <Card withBorder radius="md">
              <Text fz="xs" tt="uppercase" fw={600} c="charcoal.5">{t`Body text`}</Text>
              <Text fz={32} c="pine.6">
                {brandFonts.body}
              </Text>
              <Text>Aa Bb Cc Ää Öö Üü ß 0123456789</Text>
            </Card>
          </ColumnGrid>
        </BrandSection>

        <BrandSection id="brand-colors" title={t`Colours`}>
          <ColumnGrid cols={{ base: 2, sm: 5 }} spacing="md">
            {(Object.keys(brandColors) as BrandColorName[]).map((name) => (
              <ColorSwatch key={name} name={colorNames[name]} hex={brandColors[name]} />
            ))}
          </ColumnGrid>
        </BrandSection>

        <BrandSection id="brand-logo" title={t`Logo`}>
          <Card withBorder radius="md">
            <Stack gap="md" align="flex-start">
              <img
                className={classes.logoPreview}
                src={logoDownloads.svg}
                alt={t`Grabbeallee 68 logo`}
                width={520}
                height={120}
                loading="lazy"
              />
              <Group gap="sm">
                <DownloadButton href={logoDownloads.svg}>SVG</DownloadButton>
                <DownloadButton href={logoDownloads.png}>PNG</DownloadButton>
              </Group>
            </Stack>
          </Card>
        </BrandSection>

        <BrandSection id="brand-how-to" title={t`How to use the templates`}>
          <List type="ordered" spacing="sm">
            {howToSteps.map((step) => (
              <List.Item key={step.id}>{i18n._(step)}</List.Item>
            ))}
          </List>
        </BrandSection>
      </Container>
    </>
  );
}
