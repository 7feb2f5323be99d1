import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

/** /notifications */
export function NotificationsRoute() {
  return <NotificationsScreen />;
}
