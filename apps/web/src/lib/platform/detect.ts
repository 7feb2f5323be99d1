/**
 * Web or phone app? The native shells (Capacitor) put a `Capacitor` object on `window` before the
 * app starts; reading it needs none of the Capacitor code, so the web build carries none of it.
 */
export type NativePlatform = 'ios' | 'android';

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function capacitor(): CapacitorGlobal | undefined {
  return typeof window === 'undefined' ? undefined : (window as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativePlatform(): boolean {
  return capacitor()?.isNativePlatform?.() === true;
}

/** `ios` or `android` inside a phone app, otherwise null. */
export function nativePlatform(): NativePlatform | null {
  if (!isNativePlatform()) return null;
  const name = capacitor()?.getPlatform?.();
  return name === 'ios' || name === 'android' ? name : null;
}
