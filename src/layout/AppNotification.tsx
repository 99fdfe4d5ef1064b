import { Notification, type NotificationProps } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';

/** react-admin's toasts, closing after the spec's 5 s unless a notify call names its own duration. */
export function AppNotification(props: NotificationProps) {
  return <Notification {...props} autoHideDuration={DELAYS_MS.defaultToast} />;
}
