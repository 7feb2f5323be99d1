/**
 * Moves what a visitor did on a device (favourites, follows, notifications, settings, the device's
 * push registration, consent records) to the account they just logged in to. Rows the account
 * already has (the same favourite, the same follow, its own settings) win; the device's copies go.
 * Each module moves its own rows; this only says in which order.
 */
import type { DbOrTx } from '../../db/client.ts';
import { assignDeviceConsentToAccount } from '../consent/consent.service.ts';
import { attachDeviceToAccount } from '../devices/devices.service.ts';
import { moveDeviceFavoritesToAccount } from '../favorites/favorites.service.ts';
import { moveDeviceFollowsToAccount } from '../follows/follows.service.ts';
import { moveDeviceNotificationsToAccount } from '../notifications/notifications.service.ts';
import { moveDeviceSettingsToAccount } from '../settings/settings.service.ts';

export interface MovedVisitorData {
  favorites: number;
  follows: number;
  notifications: number;
}

export async function moveVisitorDataToUser(
  db: DbOrTx,
  device: { id: string; name: string | null },
  userId: string,
): Promise<MovedVisitorData> {
  await attachDeviceToAccount(db, device, userId);
  const favorites = await moveDeviceFavoritesToAccount(db, device.id, userId);
  const follows = await moveDeviceFollowsToAccount(db, device.id, userId);
  const notifications = await moveDeviceNotificationsToAccount(db, device.id, userId);
  await moveDeviceSettingsToAccount(db, device.id, userId);
  await assignDeviceConsentToAccount(db, device.id, userId);
  return { favorites, follows, notifications };
}
