import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Text } from '@mantine/core';

import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';

import { confirmAlert } from './alert-link-api';
import { AlertLinkPage, LinkNotice } from './alert-link-page';
import { confirmLinkSchema, type ConfirmLink } from './alert-links';
import { ALERT_CONFIRM_HOURS, type AlertTarget } from './alert-rules';
import { alertTargetPath } from './alert-target-path';
import { alertTargetText } from './alert-target-text';
import { PushOptIn } from './push/push-opt-in';
import { useLinkAction } from './use-alert-link';

/**
 * A link to what the alert watches, to look at it or to sign up again: a page's ordinary link, as this
 * page opens from a mail once and shares no code with the project's pages.
 */
function TargetLink({ target, label }: { target: AlertTarget; label: string }) {
  const locale = useLocale();
  return (
    <Anchor href={localizePath(alertTargetPath(target), locale)} fw={600} c="pine.7">
      {label}
    </Anchor>
  );
}

function ConfirmAction({ link }: { link: ConfirmLink }) {
  const { t, i18n } = useLingui();
  const { state, run } = useLinkAction(() => confirmAlert(link));
  const answer = state.phase === 'done' ? state.answer : null;
  if (answer?.status === 'confirmed') {
    const watched = alertTargetText(answer.target, i18n);
    return (
      <>
        <LinkNotice tone="success" title={t`Your alert is on`}>
          {answer.frequency === 'daily'
            ? t`We will e-mail you about ${watched} at most once a day, with everything that changed.`
            : t`We will e-mail you about ${watched} as soon as something changes.`}{' '}
          {t`Every e-mail has a link to unsubscribe at once.`}
        </LinkNotice>
        <TargetLink target={answer.target} label={t`View ${watched}`} />
        <PushOptIn subscriptionId={link.id} token={link.token} />
      </>
    );
  }
  if (answer?.status === 'expired') {
    const hours = ALERT_CONFIRM_HOURS;
    return (
      <>
        <LinkNotice tone="warning" title={t`This link has expired`}>
          {t`A confirmation link works for ${hours} hours. Please sign up again; it only takes a moment.`}
        </LinkNotice>
        <TargetLink target={answer.target} label={t`Sign up again`} />
      </>
    );
  }
  if (answer?.status === 'invalid') {
    return (
      <LinkNotice tone="error" title={t`This link is not valid`}>
        {t`It may have been cut off, or the sign-up has been deleted since. Please sign up again on the apartment's page.`}
      </LinkNotice>
    );
  }
  return (
    <>
      {answer?.status === 'failed' && (
        <LinkNotice tone="error" title={t`We could not confirm your alert just now`}>
          {t`Please check your connection and try again.`}
        </LinkNotice>
      )}
      <Text>{t`One click, and your alert starts. We ask for it so that no one can sign you up without you.`}</Text>
      <Button color="pine" onClick={run} loading={state.phase === 'working'} data-confirm-alert="">
        {t`Confirm my alert`}
      </Button>
    </>
  );
}

/**
 * `/alerts/confirm?id&token`, the confirmation mail's link. It confirms on a click, not on opening:
 * mail scanners open links, and only the buyer's own click is consent.
 */
export function ConfirmAlertPage() {
  const { t } = useLingui();
  return (
    <AlertLinkPage
      title={t`Confirm your alert`}
      lead={t`You asked us to tell you when a flat becomes available or its price changes.`}
      schema={confirmLinkSchema}
      action={(link) => <ConfirmAction link={link} />}
    />
  );
}
