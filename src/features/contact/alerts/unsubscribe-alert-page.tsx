import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';

import { byCount } from '@/lib/i18n/by-count';

import { unsubscribeAlerts } from './alert-link-api';
import { AlertLinkPage, LinkNotice } from './alert-link-page';
import { unsubscribeLinkSchema, type UnsubscribeLink } from './alert-links';
import { useLinkAction } from './use-alert-link';

function UnsubscribeAction({ link }: { link: UnsubscribeLink }) {
  const { t } = useLingui();
  const { state, run } = useLinkAction(() => unsubscribeAlerts(link));
  const answer = state.phase === 'done' ? state.answer : null;
  const { email } = link;
  if (answer?.status === 'unsubscribed') {
    const count = answer.watches;
    return (
      <LinkNotice tone="success" title={t`You are unsubscribed`}>
        {count === 0
          ? t`There was no alert left for ${email}. We will not e-mail you about flats again.`
          : byCount(count, {
              one: t`We deleted ${count} alert for ${email} and will not e-mail you about flats again.`,
              other: t`We deleted ${count} alerts for ${email} and will not e-mail you about flats again.`,
            })}
      </LinkNotice>
    );
  }
  if (answer?.status === 'invalid') {
    return (
      <LinkNotice tone="error" title={t`This link is not valid`}>
        {t`It may have been cut off. Please use the link from the e-mail again, or write to us and we will delete your alerts.`}
      </LinkNotice>
    );
  }
  return (
    <>
      {answer?.status === 'failed' && (
        <LinkNotice tone="error" title={t`We could not unsubscribe you just now`}>
          {t`Please check your connection and try again.`}
        </LinkNotice>
      )}
      <Text>{t`Stop every alert for ${email}: each watched flat and search is deleted.`}</Text>
      <Button color="pine" onClick={run} loading={state.phase === 'working'} data-unsubscribe-alerts="">
        {t`Unsubscribe`}
      </Button>
    </>
  );
}

/**
 * `/alerts/unsubscribe?email&token`, the link in every alert. It acts on a click (mail scanners open
 * links); the mail's List-Unsubscribe-Post header unsubscribes in one click without this page.
 */
export function UnsubscribeAlertPage() {
  const { t } = useLingui();
  return (
    <AlertLinkPage
      title={t`Unsubscribe from alerts`}
      lead={t`No more e-mails about flats of this project, with one click.`}
      schema={unsubscribeLinkSchema}
      action={(link) => <UnsubscribeAction link={link} />}
    />
  );
}
