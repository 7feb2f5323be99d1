/** Who switched push notifications off: the settings module answers the push module. */
import type { DbOrTx } from '../../db/client.ts';
import { findPushDisabledOwners } from './settings.push.repository.ts';

/** Owner keys (`u:…`, `d:…`) among these that switched push notifications off. */
export function ownersWithPushOff(
  db: DbOrTx,
  owners: { userIds: readonly string[]; deviceIds: readonly string[] },
): Promise<Set<string>> {
  return findPushDisabledOwners(db, owners);
}
