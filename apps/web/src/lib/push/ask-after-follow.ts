import { useSession } from '../../stores/session.ts';
import { isNativePlatform } from '../platform/detect.ts';
import { pushPermission, requestWebPush } from './web-push.ts';

/**
 * Following an artist or venue means wanting to hear about them: if this browser has not been
 * asked yet (and push is on in the settings), ask now, right after the tap that followed.
 */
export function askForPushAfterFollowing(): void {
  if (isNativePlatform() || !useSession.getState().appSettings.pushNotification) return;
  if (pushPermission() !== 'prompt') return;
  void requestWebPush().catch(() => undefined);
}
