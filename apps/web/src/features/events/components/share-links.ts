/** Where an event can be shared (SPEC §2 share dialog), each an address that opens that app. */
export interface ShareTarget {
  app: string;
  href: string;
}

export function shareTargets(url: string, text: string): ShareTarget[] {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(`${text} ${url}`);
  return [
    { app: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { app: 'Messenger', href: `fb-messenger://share/?link=${link}` },
    { app: 'Viber', href: `viber://forward?text=${message}` },
    { app: 'WhatsApp', href: `https://wa.me/?text=${message}` },
    { app: 'SMS', href: `sms:?&body=${message}` },
  ];
}
