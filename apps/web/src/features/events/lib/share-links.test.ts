import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildShareTargets, eventPath } from './share-links.ts';

describe('share links', () => {
  const url = 'https://glentia.gr/glentia/0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f10';

  it('builds the address of an event on the current host', () => {
    expect(absoluteUrl(eventPath('0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f10'), 'https://glentia.gr')).toBe(url);
    expect(absoluteUrl('/artist/a b', 'http://localhost:3000')).toBe('http://localhost:3000/artist/a%20b');
  });

  it('gives every target the link, encoded, in the order of the dialog', () => {
    const targets = buildShareTargets(url, 'Γλέντι στο Κέντρο Αρμός');
    expect(targets.map((target) => target.id)).toEqual(['facebook', 'messenger', 'viber', 'whatsapp', 'sms']);
    const byId = Object.fromEntries(targets.map((target) => [target.id, target]));
    expect(byId.facebook?.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(byId.messenger?.href).toBe(`fb-messenger://share/?link=${encodeURIComponent(url)}`);
    const message = encodeURIComponent(`Γλέντι στο Κέντρο Αρμός ${url}`);
    expect(byId.viber?.href).toBe(`viber://forward?text=${message}`);
    expect(byId.whatsapp?.href).toBe(`https://wa.me/?text=${message}`);
    expect(byId.sms?.href).toBe(`sms:?&body=${message}`);
  });

  it('opens only web addresses in a new tab', () => {
    const external = buildShareTargets(url)
      .filter((target) => target.external)
      .map((target) => target.id);
    expect(external).toEqual(['facebook', 'whatsapp']);
  });

  it('sends the bare link when there is no text', () => {
    const whatsapp = buildShareTargets(url).find((target) => target.id === 'whatsapp');
    expect(decodeURIComponent(whatsapp!.href.split('text=')[1]!)).toBe(url);
  });
});
