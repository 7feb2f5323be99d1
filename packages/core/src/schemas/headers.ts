/** Headers every request carries (SPEC §7). */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_NAME_HEADER = 'x-device-name';
