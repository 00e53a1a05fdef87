import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text, Title } from '@mantine/core';

import { QrCodeImage } from '@/components/qr-code/qr-code-image';

import classes from './qr-code.module.css';

export interface QrCodeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What the code leads to, e.g. 'Apartment 2.3.1'; the dialog's heading. */
  title: string;
  url: string;
}

/**
 * The link as a full-screen QR code, for showing on a tablet: black on white, as large as the screen
 * allows, with the title and the URL as text. Mantine's Modal traps focus and closes on Escape; the
 * button that opened it takes focus back (qr-code-button.tsx).
 */
export function QrCodeDialog({ opened, onClose, title, url }: QrCodeDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      returnFocus={false}
      title={
        <Title order={2} fz={{ base: 24, sm: 32 }} c="charcoal.9">
          {title}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t`Close` }}
      classNames={{ content: classes.content, body: classes.body }}
      data-qr-dialog=""
    >
      <Stack align="center" gap="md" className={classes.stack}>
        <QrCodeImage
          className={classes.code}
          text={url}
          label={t`QR code of the link to this page: ${url}`}
          data-qr-code=""
        />
        <Text ta="center" fz={{ base: 'md', sm: 'lg' }} c="charcoal.9" className={classes.url} data-qr-url="">
          {url}
        </Text>
        <Text ta="center" fz="sm" c="charcoal.7">
          {t`Scan with a phone camera to open this page.`}
        </Text>
      </Stack>
    </Modal>
  );
}
