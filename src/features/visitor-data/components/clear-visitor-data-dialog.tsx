import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { IconAlertTriangle } from '@/components/icons';
import { showToast } from '@/components/toast/toast';
import { byCount } from '@/lib/i18n/by-count';
import { useFormatters } from '@/lib/i18n/use-formatters';

import {
  clearVisitorData,
  isEmptySummary,
  summarizeVisitorData,
  type VisitorDataSummary,
} from '../model/visitor-data';

/** The confirmation: what will be removed (counted when it opens), a warning for unsent messages. */
export function ClearVisitorDataDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const [summary, setSummary] = useState<VisitorDataSummary | null>(null);
  const [clearing, setClearing] = useState(false);

  // Counted afresh each time the dialog opens; until then the confirm button waits.
  useEffect(() => {
    if (!opened) return;
    let active = true;
    void summarizeVisitorData().then((counted) => active && setSummary(counted));
    return () => {
      active = false;
      setSummary(null);
    };
  }, [opened]);

  const confirm = async () => {
    setClearing(true);
    try {
      await clearVisitorData();
      onClose();
      void showToast({
        title: t`Visitor data cleared`,
        message: t`Favourites and contact messages have been removed from this device. Pages saved for offline use are still available.`,
        variant: 'success',
      });
    } catch (error) {
      console.error('Clearing the visitor data failed', error);
      void showToast({
        title: t`Error`,
        message: t`Not everything could be removed. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setClearing(false);
    }
  };

  const waiting = summary?.waitingMessages ?? 0;
  const favourites = summary?.favourites ?? 0;
  const messages = summary?.storedMessages ?? 0;
  const [waitingCount, favouritesCount, messagesCount] = [waiting, favourites, messages].map(number);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={t`Clear visitor data from this device?`}
      size="md"
    >
      <Stack gap="sm">
        {summary === null ? (
          <Loader size="sm" color="pine" aria-label={t`Checking what is stored`} />
        ) : isEmptySummary(summary) ? (
          <Text data-visitor-data-empty="">{t`No favourites or contact messages are stored on this device.`}</Text>
        ) : (
          <>
            <Text>{t`This removes from this device:`}</Text>
            <List data-visitor-data-summary="">
              <List.Item>
                {byCount(favourites, {
                  one: t`${favouritesCount} favourite`,
                  other: t`${favouritesCount} favourites`,
                })}
              </List.Item>
              <List.Item>
                {byCount(messages, {
                  one: t`${messagesCount} contact message in "Your messages"`,
                  other: t`${messagesCount} contact messages in "Your messages"`,
                })}
              </List.Item>
            </List>
            {waiting > 0 && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle aria-hidden="true" />}
                data-waiting-messages={waiting}
                title={byCount(waiting, {
                  one: t`${waitingCount} message has not been sent yet`,
                  other: t`${waitingCount} messages have not been sent yet`,
                })}
              >
                {byCount(waiting, {
                  one: t`It is waiting for a connection. If you clear now, it will be deleted and never reach us.`,
                  other: t`They are waiting for a connection. If you clear now, they will be deleted and never reach us.`,
                })}
              </Alert>
            )}
          </>
        )}
        <Text fz="sm" c="charcoal.6">
          {t`Pages saved for offline use, the language and the cookie choice stay on this device.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t`Cancel`}
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={clearing} disabled={summary === null}>
            {t`Clear visitor data`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
