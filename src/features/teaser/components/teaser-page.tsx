import { Badge, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { imageManifest } from '@/assets/image-manifest.gen';
import {
  IconArrowRight,
  IconBuilding,
  IconCalendar,
  IconCoin,
  IconDownload,
  IconLeaf,
  IconMail,
  IconMapPin,
  IconTrain,
  IconTrees,
  type Icon,
} from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useContactRequest } from '@/components/layout/contact-request';
import { MissingField } from '@/components/missing-field/missing-field';
import { PROJECT_ID } from '@/content/project';
import {
  brochureRequest,
  salesRequest,
  teaserBadge,
  teaserGallery,
  teaserSubtitle,
  teaserTitle,
} from '@/content/teaser';
import { type TeaserIcon, teaserStats, teaserWhy } from '@/content/teaser-highlights';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './teaser-page.module.css';

const TEASER_ICONS: Record<TeaserIcon, Icon> = {
  building: IconBuilding,
  pin: IconMapPin,
  calendar: IconCalendar,
  coin: IconCoin,
  leaf: IconLeaf,
  train: IconTrain,
  trees: IconTrees,
};

function TeaserIconBadge({ name, size }: { name: TeaserIcon; size: number }) {
  const Icon = TEASER_ICONS[name];
  return <Icon size={size} aria-hidden />;
}

function ProjectLink({ children, variant }: { children: ReactNode; variant: 'filled' | 'white' }) {
  const locale = useLocale();
  return (
    <Button
      size="md"
      variant={variant}
      color={variant === 'white' ? 'pine' : undefined}
      rightSection={<IconArrowRight size={18} aria-hidden />}
      renderRoot={(props) => (
        <Link
          to="/{-$locale}/projects/$projectId"
          params={{ ...localeParam(locale), projectId: PROJECT_ID }}
          {...props}
        />
      )}
    >
      {children}
    </Button>
  );
}

/**
 * The English-only teaser landing page. Its copy is hardcoded English, also
 * under /de/teaser, so the content is marked lang="en" while the site chrome follows the path.
 */
export function TeaserPage() {
  const { openContact } = useContactRequest();
  return (
    <div lang="en">
      <section className={classes.hero} aria-labelledby="teaser-title">
        <div className={classes.heroImage}>
          <ResponsiveImage
            image={imageManifest['hero-desktop']}
            artDirection={[{ media: '(max-width: 639px)', image: imageManifest['hero-mobile-2'] }]}
            alt=""
            sizes="100vw"
            priority
            fill
          />
        </div>
        <div className={classes.scrim} />
        <Container size="lg" py={48} w="100%">
          <Stack gap="md" maw={720}>
            <Badge color="gold" variant="filled" size="lg" style={{ alignSelf: 'flex-start' }}>
              {teaserBadge}
            </Badge>
            <Title order={1} id="teaser-title" fz={{ base: 34, sm: 52 }} c="pine.6" lh={1.1}>
              {teaserTitle}
            </Title>
            <Text fz="lg">{teaserSubtitle}</Text>
            <Group gap="sm">
              <ProjectLink variant="filled">Explore Project</ProjectLink>
              <Button
                size="md"
                variant="outline"
                bg="white"
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={() => openContact(brochureRequest)}
              >
                Download Brochure
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={56} component="section" aria-labelledby="teaser-overview-title">
        <Title order={2} id="teaser-overview-title" c="pine.6" mb="lg">
          At a glance
        </Title>
        <div className={classes.stats}>
          {teaserStats.map(({ icon, label, value, sublabel }) => (
            <Card key={label} withBorder radius="md" padding="md">
              <ThemeIcon size={40} radius="md" variant="light" color="pine">
                <TeaserIconBadge name={icon} size={22} />
              </ThemeIcon>
              <Text fz="xs" tt="uppercase" fw={600} c="charcoal.5" mt="sm">
                {label}
              </Text>
              <Text fz={28} fw={700} ff="heading" c="pine.6">
                {value}
              </Text>
              <Text fz="sm" c="charcoal.6">
                {sublabel}
              </Text>
            </Card>
          ))}
        </div>
      </Container>

      <section aria-labelledby="teaser-why-title" style={{ background: 'var(--mantine-color-beige-0)' }}>
        <Container size="lg" py={56}>
          <Title order={2} id="teaser-why-title" c="pine.6" mb="lg">
            Why Grabbeallee 68?
          </Title>
          <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {teaserWhy.map(({ icon, title, description, missing }) => (
              <Stack key={title} gap={6}>
                <ThemeIcon size={44} radius="md" variant="light" color="pine">
                  <TeaserIconBadge name={icon} size={24} />
                </ThemeIcon>
                <Text fw={700} ff="heading" c="pine.6">
                  {title}
                </Text>
                <Text fz="sm" c="charcoal.6">
                  {description}
                  {missing && (
                    <>
                      {' '}
                      <MissingField english label={missing.label} fact={missing.fact} />
                    </>
                  )}
                </Text>
              </Stack>
            ))}
          </ColumnGrid>
        </Container>
      </section>

      <Container size="lg" py={56} component="section" aria-labelledby="teaser-gallery-title">
        <Title order={2} id="teaser-gallery-title" c="pine.6" mb="lg">
          Gallery
        </Title>
        <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {teaserGallery.map(({ image, alt }) => (
            <ResponsiveImage
              key={image}
              image={imageManifest[image]}
              alt={alt}
              sizes="(min-width: 48em) 33vw, 100vw"
              aspectRatio={4 / 3}
            />
          ))}
        </ColumnGrid>
      </Container>

      <section className={classes.cta} aria-labelledby="teaser-cta-title">
        <Container size="lg" py={64}>
          <Stack align="center" gap="md" ta="center">
            <Title order={2} id="teaser-cta-title" c="white">
              Ready to Learn More?
            </Title>
            <Text c="beige.2" maw={560}>
              See the apartments, floor plans and prices, or talk to our sales team.
            </Text>
            <Group gap="sm" justify="center">
              <ProjectLink variant="white">View Full Project Details</ProjectLink>
              <Button
                size="md"
                variant="outline"
                color="white"
                leftSection={<IconMail size={18} aria-hidden />}
                onClick={() => openContact(salesRequest)}
              >
                Contact Sales Team
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
    </div>
  );
}
