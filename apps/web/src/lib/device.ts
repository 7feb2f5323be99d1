/**
 * The identity of this browser for the API (SPEC §7): a random id created once and kept in
 * localStorage, and a short human description such as "Chrome on Android" shown in device lists.
 */

export const DEVICE_ID_STORAGE_KEY = 'glentia.deviceId';

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http (other than localhost) have no randomUUID; build a v4 id by hand.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let memoryDeviceId: string | null = null;

/** This device's id if it already has one (never creates it). */
export function existingDeviceId(): string | null {
  try {
    const stored = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && UUID_PATTERN.test(stored)) return stored;
  } catch {
    // no storage: only an id made for this session
  }
  return memoryDeviceId;
}

const creationListeners = new Set<() => void>();

/** Calls `listener` (after the current task) whenever this device's id is first created. */
export function onDeviceIdCreated(listener: () => void): () => void {
  creationListeners.add(listener);
  return () => creationListeners.delete(listener);
}

function announceCreation(): void {
  setTimeout(() => {
    for (const listener of creationListeners) listener();
  }, 0);
}

/** This device's id, created and stored on first use. Works (for the session) without storage too. */
export function getDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && UUID_PATTERN.test(stored)) return stored;
    const created = randomUuid();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, created);
    announceCreation();
    return created;
  } catch {
    if (!memoryDeviceId) announceCreation();
    memoryDeviceId ??= randomUuid();
    return memoryDeviceId;
  }
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Browser on System" from a user-agent string, e.g. "Safari on iOS"; "Web browser" if unknown. */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Web browser';
}

export function getDeviceName(): string {
  return describeDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}
