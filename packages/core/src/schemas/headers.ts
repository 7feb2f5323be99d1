/** Headers every request carries (SPEC §7). */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_NAME_HEADER = 'x-device-name';
/**
 * Sent (as "1") only with a device id and the visitor's statistics consent: the device may then be
 * counted in the home page's "daily users" and "online now" (SPEC §9). Without it the device is
 * still noted as seen (for the idle sweep), never counted.
 */
export const DEVICE_COUNTED_HEADER = 'x-device-counted';
