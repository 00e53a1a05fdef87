import { useLingui } from '@lingui/react/macro';
import { Alert, Container, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type * as v from 'valibot';

import { PageIntro } from '@/components/layout/page-intro';

import { useAlertLink } from './use-alert-link';

/**
 * The page of a mail's link (confirm, unsubscribe): its title, then the link's action once the page has
 * read the link's parts (hydrated), or what is wrong with a link that lost one.
 */
export function AlertLinkPage<T>({
  title,
  lead,
  schema,
  action,
}: {
  title: string;
  lead: string;
  schema: v.GenericSchema<unknown, T>;
  action: (link: T) => ReactNode;
}) {
  const { t } = useLingui();
  const link = useAlertLink(schema);
  return (
    <>
      <PageIntro eyebrow={t`Availability alerts`} title={title} lead={lead} />
      <Container size="sm" pb={72}>
        <Stack gap="md" align="flex-start" data-alert-link-page="">
          {link === undefined ? (
            <Loader color="pine" size="sm" aria-label={t`Reading the link`} />
          ) : link === null ? (
            <LinkNotice tone="error" title={t`This link is incomplete`}>
              {t`Please open the link from the e-mail again, or copy the whole address into your browser.`}
            </LinkNotice>
          ) : (
            action(link)
          )}
        </Stack>
      </Container>
    </>
  );
}

/** An answer of the server, said where a screen reader hears it. */
export function LinkNotice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
}) {
  const color = tone === 'success' ? 'pine' : tone === 'warning' ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      title={title}
      role={tone === 'error' ? 'alert' : 'status'}
      w="100%"
      data-link-notice={tone}
    >
      {children && <Text fz="sm">{children}</Text>}
    </Alert>
  );
}
