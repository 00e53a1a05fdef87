import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useId, useState, useSyncExternalStore } from 'react';

import { IconAlertTriangle, IconCheck, IconHome, IconMail } from '@/components/icons';

import { enablePush, type EnablePushResult, type PushBrowser } from './enable-push';
import { pushSupport, type PushSupport } from './push-support';

type OptInState = { kind: 'offer' } | { kind: 'working' } | { kind: 'done'; result: EnablePushResult };

export interface PushOptInProps {
  /** The confirmed alert: the confirm link's id and token. */
  subscriptionId: string;
  token: string;
  /** Tests pass their own; the page reads the browser. */
  support?: () => PushSupport;
  browser?: PushBrowser;
}

/** The browser already blocks notifications for the site (no prompt would appear). */
const blockedAlready = () => typeof Notification !== 'undefined' && Notification.permission === 'denied';
/** Read once per render; neither changes while the page is open in a way a re-render must follow. */
const noSubscription = () => () => undefined;

/**
 * After the e-mail confirmation: "Also notify me on this device". Asks for the notification permission only on
 * the tap, then subscribes and registers the device (enable-push.ts). Where the browser has no push, or an
 * iPhone has the site outside its home screen, it says so and that the alerts come by e-mail.
 */
export function PushOptIn({ subscriptionId, token, support = pushSupport, browser }: PushOptInProps) {
  const { t } = useLingui();
  const headingId = useId();
  // Known only in the browser: nothing is rendered on the server or while hydrating.
  const supported = useSyncExternalStore<PushSupport | null>(noSubscription, support, () => null);
  const blocked = useSyncExternalStore(noSubscription, blockedAlready, () => false);
  const [tapped, setState] = useState<OptInState>({ kind: 'offer' });
  if (supported === null) return null;
  const state: OptInState =
    tapped.kind === 'offer' && blocked && supported === 'available'
      ? { kind: 'done', result: 'denied' }
      : tapped;

  const turnOn = async () => {
    setState({ kind: 'working' });
    setState({ kind: 'done', result: await enablePush({ subscriptionId, token }, browser) });
  };

  const result = state.kind === 'done' ? state.result : null;
  const offerButton = state.kind !== 'done' || ['dismissed', 'failed'].includes(state.result);

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      gap="sm"
      w="100%"
      mt="md"
      data-push-opt-in={supported}
    >
      <Title order={2} size="h4" id={headingId}>
        {t`Alerts on this device`}
      </Title>
      {supported === 'available' ? (
        <>
          <Text>
            {t`Besides the e-mail, get a notification on this phone or computer as soon as there is news. You can switch it off at any time in your browser's settings.`}
          </Text>
          {offerButton && (
            <Button
              onClick={() => void turnOn()}
              loading={state.kind === 'working'}
              mih={44}
              size="md"
              style={{ alignSelf: 'flex-start' }}
            >
              {t`Also notify me on this device`}
            </Button>
          )}
        </>
      ) : (
        <Alert
          color="gray"
          variant="light"
          icon={supported === 'install-first' ? <IconHome size={20} /> : <IconMail size={20} />}
        >
          {supported === 'install-first'
            ? t`On iPhone and iPad, websites can only send notifications once they are on your home screen: tap Share, then “Add to Home Screen”. Until then, your alerts simply come by e-mail.`
            : t`This browser cannot show notifications from websites. Your alerts come by e-mail, as confirmed.`}
        </Alert>
      )}
      {/* Always in the page, so screen readers announce each change of state. */}
      <div aria-live="polite" role="status">
        {state.kind === 'working' && <Text size="sm">{t`Setting up notifications…`}</Text>}
        {result === 'enabled' && (
          <Alert color="pine" variant="light" icon={<IconCheck size={20} />}>
            {t`Done: this device will show your alerts too. The e-mails keep coming as well.`}
          </Alert>
        )}
        {result === 'denied' && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
            {t`Your browser blocks notifications from this site. To allow them, open the site settings (the symbol next to the web address), set Notifications to Allow and reload this page. Your e-mail alerts are not affected.`}
          </Alert>
        )}
        {result === 'dismissed' && (
          <Text size="sm">{t`No notifications were allowed. You can try again at any time; your e-mail alerts continue.`}</Text>
        )}
        {result === 'limit-reached' && (
          <Text size="sm">{t`This alert already notifies the most devices it can (five). Your e-mail alerts continue.`}</Text>
        )}
        {result === 'invalid' && (
          <Text size="sm">{t`This link can no longer set up notifications, perhaps because the alert was cancelled. Your e-mail alerts are not affected.`}</Text>
        )}
        {result === 'failed' && (
          <Text size="sm">{t`Notifications could not be set up just now. Please try again in a moment; your e-mail alerts are not affected.`}</Text>
        )}
      </div>
    </Stack>
  );
}
