/**
 * The schema.org `Event` of an event page, checked against Google's Event guidelines: every
 * required property (name, startDate, location with its address) and every recommended one
 * (description, endDate, eventAttendanceMode, eventStatus, image, offers, organizer, performer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streetAndTown } from '../../src/modules/previews/previews.meta.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

type Data = Record<string, unknown>;

function jsonLdOf(html: string): Data {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(match, 'JSON-LD script').toBeTruthy();
  return JSON.parse(match![1]!) as Data;
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Google's required and recommended Event properties, each with the shape it asks for. */
function expectGoogleEvent(data: Data) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Event');
  // Required.
  expect(typeof data.name).toBe('string');
  expect(data.startDate).toMatch(ISO_WITH_OFFSET);
  const location = data.location as Data;
  expect(location['@type']).toBe('Place');
  expect(location.name).toBeTruthy();
  const address = location.address as Data;
  expect(address['@type']).toBe('PostalAddress');
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) {
    expect(typeof address[key], key).toBe('string');
  }
  expect(address.addressCountry).toBe('GR');
  // Recommended.
  expect(data.description).toBeTruthy();
  expect(data.endDate).toMatch(ISO_WITH_OFFSET);
  expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
  expect(data.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/);
  expect((data.image as string[]).every((url) => new URL(url).protocol === 'https:')).toBe(true);
  const organizer = data.organizer as Data;
  expect(organizer.name && organizer.url).toBeTruthy();
  const performers = data.performer as Data[];
  expect(performers.length).toBeGreaterThan(0);
  for (const performer of performers) expect(performer.name).toBeTruthy();
}

describe.each(testDatabases())('structured data of event pages on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind, { publicUrl: 'https://glentia.example' });
    const db = server.database.db;
    const venue = await createLocation(db, {
      name: 'Ταβέρνα Ο Μύλος',
      county: 'HERAKLION',
      postalCode: '71202',
      meta: { formatted_address: 'Αγίου Τίτου 12, Ηράκλειο 712 02, Ελλάδα' },
    });
    const artist = await createArtist(db, { name: 'Βασίλης Σκουλάς' });
    const common = { locationId: venue.id, artistIds: [artist.id], daysFromToday: 5 };
    ids.ticketed = (
      await createEvent(db, { ...common, entryPrice: 1500, ticketUrl: 'https://tickets.example/mylos' })
    ).id;
    ids.free = (await createEvent(db, { ...common, entryPrice: 0 })).id;
    ids.unsaid = (await createEvent(db, { ...common })).id;
    ids.linkOnly = (await createEvent(db, { ...common, ticketUrl: 'https://tickets.example/only' })).id;
  });
  afterAll(async () => server?.close());

  const dataOf = async (id: string) => jsonLdOf(await (await server.request(`/glentia/${id}`)).text());

  it('has every required and recommended property, offers with the price and the ticket link', async () => {
    const data = await dataOf(ids.ticketed!);
    expectGoogleEvent(data);
    expect((data.location as Data).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Αγίου Τίτου 12',
      addressLocality: 'Ηράκλειο',
      addressRegion: 'Κρήτη',
      postalCode: '71202',
      addressCountry: 'GR',
    });
    const offers = data.offers as Data;
    expect(offers).toMatchObject({
      '@type': 'Offer',
      price: 15,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: 'https://tickets.example/mylos',
    });
    expect(offers.validFrom).toMatch(ISO_WITH_OFFSET);
  });

  it('gives free entry as price 0, the page as the offer without a ticket link', async () => {
    const free = await dataOf(ids.free!);
    expectGoogleEvent(free);
    expect(free.offers).toMatchObject({
      price: 0,
      priceCurrency: 'EUR',
      url: `https://glentia.example/glentia/${ids.free}`,
    });
    const linkOnly = (await dataOf(ids.linkOnly!)).offers as Data;
    expect(linkOnly.url).toBe('https://tickets.example/only');
    expect(linkOnly.price).toBeUndefined();
    // Nothing said of the entry: no offer is made up.
    expect((await dataOf(ids.unsaid!)).offers).toBeUndefined();
  });
});

describe('the street and town of a written address', () => {
  it.each([
    ['Αγίου Τίτου 12, Ηράκλειο 712 02, Ελλάδα', 'Κέντρο', 'Αγίου Τίτου 12', 'Ηράκλειο'],
    [
      'Κέντρο Ψηλορείτης, 12, Οδός Αρκαδίου, Ανώγεια, Δήμος Ανωγείων, Περιφερειακή Ενότητα Ρεθύμνου, 740 51, Ελλάδα',
      'Κέντρο Ψηλορείτης',
      'Οδός Αρκαδίου 12',
      'Ανώγεια',
    ],
    ['Ανώγεια', 'Κέντρο', 'Ανώγεια', null],
    [null, 'Κέντρο', null, null],
  ])('reads %s', (address, venue, street, town) => {
    expect(streetAndTown(address, venue)).toEqual({ street, town });
  });
});
