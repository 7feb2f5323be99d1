/** What Glentia's server puts in a web push (apps/server/src/modules/push/web-push.sender.ts). */
export interface PushPayload {
  id: string | null;
  title: string;
  body: string;
  url: string;
  image: string | null;
}

/** Reads a push payload, with safe defaults for anything missing or malformed. */
export function readPushPayload(text: string | null | undefined): PushPayload {
  let value: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    value = { body: text ?? '' };
  }
  const string = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  const url = string('url');
  return {
    id: string('id'),
    title: string('title') || 'Γλέντια',
    body: string('body') ?? '',
    // Only addresses inside Glentia are opened from a notification.
    url: url?.startsWith('/') && !url.startsWith('//') ? url : '/notifications',
    image: string('image'),
  };
}

/** The address a tapped notification opens, telling the app the push was opened (it marks all read). */
export function openedUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}push=opened`;
}
