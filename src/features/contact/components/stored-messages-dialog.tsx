import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';

import { IconTrash } from '@/components/icons';
import { CONTACT_MESSAGES_RETENTION_DAYS } from '@/lib/device-storage';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import type { Delivery, ShownStoredMessage } from '../stored-messages/stored-message';
import { clearStoredMessages, deleteStoredMessage } from '../stored-messages/stored-messages-store';

/** A held message (our server kept failing) is queued again; the outbox updates its state. */
function retryMessage(id: string): void {
  void import('../outbox/outbox')
    .then(({ startOutbox }) => startOutbox())
    .then((outbox) => outbox.retry(id))
    .catch((error: unknown) => console.error('The message could not be queued again', error));
}

/** A date in the visitor's format; a timestamp that is no date (older entries) is shown as stored. */
function useDateTime(): (timestamp: string) => string {
  const { dateTime } = useDateFormatters();
  return (timestamp) => {
    const date = new Date(timestamp);
    return Number.isNaN(date.getTime()) ? timestamp : dateTime(date);
  };
}

/** `writtenAt`: the time the card shows already; a sending time that reads the same is not repeated. */
function DeliveryBadge({ delivery, writtenAt }: { delivery: Delivery | undefined; writtenAt?: string }) {
  const { t } = useLingui();
  const dateTime = useDateTime();
  if (!delivery) {
    // Entries written before delivery states were kept were stored only once sent.
    return (
      <Badge color="pine" variant="light">
        {t`Sent`}
      </Badge>
    );
  }
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
        {writtenAt !== undefined && dateTime(writtenAt) === at ? t`Sent` : t`Sent ${at}`}
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
  messages: ShownStoredMessage[];
}) {
  const { t } = useLingui();
  const days = CONTACT_MESSAGES_RETENTION_DAYS;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Your messages`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {messages.length === 0 ? (
        <Text>{t`No messages received yet.`}</Text>
      ) : (
        <>
          <Text size="sm" c="charcoal.6" mb="sm">
            {t`These copies are kept on this device only and are deleted automatically after ${days} days.`}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {messages.map((message) => (
              <StoredMessageCard key={message.id} message={message} />
            ))}
          </Stack>
          <Group justify="flex-end" mt="md">
            <Button variant="default" color="red" onClick={clearStoredMessages}>
              {t`Delete all from this device`}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

function StoredMessageCard({ message }: { message: ShownStoredMessage }) {
  const { t } = useLingui();
  const dateTime = useDateTime();
  const from = message.name;
  const subject = message.subject || t`No Subject`;
  return (
    <Card component="li" withBorder padding="md" data-testid="stored-message">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600}>{subject}</Text>
        <DeliveryBadge delivery={message.delivery} writtenAt={message.timestamp || undefined} />
      </Group>
      {message.timestamp && (
        <Text size="sm" c="charcoal.5">
          <time dateTime={message.timestamp}>{dateTime(message.timestamp)}</time>
        </Text>
      )}
      <Text size="sm" mt="xs">
        {t`From: ${from}`} · {message.email}
        {message.phone ? ` · ${message.phone}` : ''}
      </Text>
      {/* A refusal's reason; a held message (our server failing) only offers the Retry below. */}
      {message.delivery?.state === 'failed' && !message.delivery.retryable && (
        <Text size="sm" c="red.8" mt="xs">
          {message.delivery.error}
        </Text>
      )}
      {message.message && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        {message.delivery?.state === 'failed' && message.delivery.retryable && (
          <Button
            variant="light"
            color="pine"
            size="compact-sm"
            aria-label={t`Try sending the message "${subject}" again`}
            onClick={() => retryMessage(message.id)}
          >
            {t`Try again`}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t`Delete the message "${subject}" from this device`}
          onClick={() => deleteStoredMessage(message.id)}
        >
          {t`Delete`}
        </Button>
      </Group>
    </Card>
  );
}
