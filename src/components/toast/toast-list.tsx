import { useLingui } from '@lingui/react/macro';
import { Notification } from '@mantine/core';

import { hideToast, type Toast, type ToastVariant } from './toast';
import classes from './toast-list.module.css';
import { useAutoDismiss } from './use-auto-dismiss';

const COLOR: Record<ToastVariant, string> = { destructive: 'red', success: 'pine', info: 'charcoal' };

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const autoDismiss = useAutoDismiss(toast.duration, () => hideToast(toast.id));
  return (
    <Notification
      title={toast.title}
      color={COLOR[toast.variant]}
      withBorder
      onClose={() => hideToast(toast.id)}
      closeButtonProps={{
        'aria-label': t`Close message`,
        size: 'xl',
        iconSize: 20,
        className: classes.close,
      }}
      className={classes.toast}
      classNames={{ description: classes.description }}
      data-toast=""
      data-variant={toast.variant}
      {...autoDismiss}
    >
      {toast.message}
      {toast.link && (
        <a href={toast.link.href} className={classes.link} data-toast-link="">
          {toast.link.label}
        </a>
      )}
    </Notification>
  );
}

/** The toasts on screen, oldest first, in the notice dock above the worker's notice and the cookie banner. */
export function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <div className={classes.list}>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
