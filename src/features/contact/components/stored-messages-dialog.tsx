import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Modal, Stack, Text } from '@mantine/core';

import { INTL_LOCALE } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';

import type { Delivery, StoredMessage } from '../stored-messages/stored-message';

function useDateTime(): (iso: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui();
  const dateTime = useDateTime();
  if (delivery.state === 'queued') {
    return (
      <Badge color="yellow.8" variant="light">
        {t`Waiting to be sent`}
      </Badge>
    );
  }
  if (delivery.state === 'sent') {
    const at = dateTime(delivery.sentAt);
    return (
      <Badge color="pine" variant="light">
        {t`Sent ${at}`}
      </Badge>
    );
  }
  return (
    <Badge color="red" variant="light" title={delivery.error}>
      {t`Could not be sent`}
    </Badge>
  );
}

/** The stored contact messages (spec §2 Home, §3): loaded on first open. */
export function StoredMessagesDialog({
  opened,
  onClose,
  messages,
}: {
  opened: boolean;
  onClose: () => void;
  messages: StoredMessage[];
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Your messages`} size="lg">
      {messages.length === 0 ? (
        <Text>{t`No messages received yet.`}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
            <StoredMessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function StoredMessageCard({ message }: { message: StoredMessage }) {
  const { t } = useLingui();
  const dateTime = useDateTime();
  const from = message.name;
  return (
    <Card component="li" withBorder padding="md" data-testid="stored-message">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600}>{message.subject || t`No Subject`}</Text>
        <DeliveryBadge delivery={message.delivery} />
      </Group>
      <Text size="sm" c="charcoal.5">
        <time dateTime={message.timestamp}>{dateTime(message.timestamp)}</time>
      </Text>
      <Text size="sm" mt="xs">
        {t`From: ${from}`} · {message.email}
        {message.phone ? ` · ${message.phone}` : ''}
      </Text>
      {message.delivery.state === 'failed' && (
        <Text size="sm" c="red.8" mt="xs">
          {message.delivery.error}
        </Text>
      )}
      {message.message && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      )}
    </Card>
  );
}
