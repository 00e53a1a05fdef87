import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';

import { IconTrash } from '@/components/icons';
import { project } from '@/content/project';
import { CONTACT_MESSAGES_RETENTION_DAYS } from '@/lib/device-storage';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import type { Delivery, ShownStoredMessage } from './stored-message';
import { clearStoredMessages, deleteStoredMessage } from './stored-messages-store';
import { failedAttemptsLine, offersTryAgain, waitingLine } from './waiting-text';

/** "Try again" of a waiting message: sent now; the outbox updates its state. */
function retryMessage(id: string): void {
  void import('../outbox/outbox')
    .then(({ startOutbox }) => startOutbox())
    .then((outbox) => outbox.retry(id))
    .catch((error: unknown) => console.error('The message could not be sent again', error));
}

/** A date in the visitor's format; a timestamp that is no date (older entries) is shown as stored. */
function useDateTime(): (timestamp: string) => string {
  const { dateTime } = useDateFormatters();
  return (timestamp) => {
    const date = new Date(timestamp);
    return Number.isNaN(date.getTime()) ? timestamp : dateTime(date);
  };
}

function DeliveryBadge({ delivery }: { delivery: Delivery | undefined }) {
  const { t } = useLingui();
  // Entries written before delivery states were kept were stored only once sent.
  if (!delivery || delivery.state === 'sent') {
    return (
      <Badge color="pine" variant="light">
        {t`Sent`}
      </Badge>
    );
  }
  if (delivery.state === 'queued') {
    // A pale amber fill with dark text: the status a visitor checks after sending offline must be legible.
    return (
      <Badge color="yellow.2" autoContrast variant="filled">
        {t`Waiting to be sent`}
      </Badge>
    );
  }
  return (
    <Badge color="red" variant="light" title={delivery.error}>
      {t`Could not be sent`}
    </Badge>
  );
}

/** The stored contact messages: loaded on first open. */
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
  const { t, i18n } = useLingui();
  const dateTime = useDateTime();
  const from = message.name;
  const projectName = project.name;
  // Entries of the home page's form have no subject of their own: every message here is about the project.
  const subject = message.subject || t`Enquiry: ${projectName}`;
  const { delivery } = message;
  const written = message.timestamp ? dateTime(message.timestamp) : '';
  const sentAt = delivery?.state === 'sent' ? dateTime(delivery.sentAt) : '';
  return (
    <Card component="li" withBorder padding="md" data-testid="stored-message">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600}>{subject}</Text>
        <DeliveryBadge delivery={delivery} />
      </Group>
      {written && (
        <Text size="sm" c="charcoal.6">
          <time dateTime={message.timestamp}>{written}</time>
          {/* The time it went out, only when it waited long enough to differ from the time it was written. */}
          {sentAt && sentAt !== written && (
            <>
              {' · '}
              {t`sent ${sentAt}`}
            </>
          )}
        </Text>
      )}
      {delivery?.state === 'queued' && (
        <Text size="sm" mt="xs" data-testid="waiting-reason">
          {waitingLine(delivery, i18n)}
          {offersTryAgain(delivery) && ` ${failedAttemptsLine(delivery, i18n)}`}
        </Text>
      )}
      <Text size="sm" mt="xs">
        {t`From: ${from}`} · {message.email}
        {message.phone ? ` · ${message.phone}` : ''}
      </Text>
      {delivery?.state === 'failed' && (
        <Text size="sm" c="red.9" mt="xs">
          {delivery.error}
        </Text>
      )}
      {message.message && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        {delivery?.state === 'queued' && offersTryAgain(delivery) && (
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
