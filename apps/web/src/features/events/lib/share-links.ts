/**
 * Share links (SPEC §2 share dialog): the address of a Glentia page and the links that hand it to
 * Facebook, Messenger, Viber, WhatsApp or a text message.
 */

export type ShareTargetId = 'facebook' | 'messenger' | 'viber' | 'whatsapp' | 'sms';

export interface ShareTarget {
  id: ShareTargetId;
  href: string;
  /** Web addresses open in a new tab; app links (viber:, sms:, fb-messenger:) open in place. */
  external: boolean;
}

/** The full address of a Glentia page, on the host people reached Glentia at (SPEC §9). */
export function absoluteUrl(path: string, origin: string): string {
  // With no origin (a drawing that was given none) the address stays relative.
  return origin ? new URL(path, origin).toString() : path;
}

/** The address of an event page. */
export function eventPath(id: string): string {
  return `/glentia/${encodeURIComponent(id)}`;
}

/** The line that goes with a link in messages: the text first, then the link. */
function messageWithLink(url: string, text: string | undefined): string {
  return text ? `${text} ${url}` : url;
}

/** The five share targets of the share dialog, in the order shown. */
export function buildShareTargets(url: string, text?: string): ShareTarget[] {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(messageWithLink(url, text));
  return [
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}`, external: true },
    { id: 'messenger', href: `fb-messenger://share/?link=${link}`, external: false },
    { id: 'viber', href: `viber://forward?text=${message}`, external: false },
    { id: 'whatsapp', href: `https://wa.me/?text=${message}`, external: true },
    // `sms:?&body=` is the form both iOS and Android messaging apps accept.
    { id: 'sms', href: `sms:?&body=${message}`, external: false },
  ];
}
