import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The confirm step before an address's alerts are removed for good; Cancel has the focus. */
export function RemoveSubscriberDialog({
  email,
  opened,
  removing,
  onCancel,
  onConfirm,
}: {
  email: string;
  opened: boolean;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={() => !removing && onCancel()}
      title={t`Remove every alert of ${email}?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-remove-subscriber=""
    >
      <Stack gap="md">
        <Text>
          {t`Every sign-up of this address is deleted for good, with its alert e-mails not yet sent, as its unsubscribe link would do. The consent record goes with them: print it first if it has to be kept.`}
        </Text>
        <Text>{t`The address's enquiries stay. To erase those too, use “Erase data” on its enquiry.`}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={48} onClick={onCancel} disabled={removing} data-autofocus>
            {t`Cancel`}
          </Button>
          <Button color="red" h={48} onClick={onConfirm} loading={removing}>
            {t`Remove for good`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
