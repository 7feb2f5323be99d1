/**
 * Sponsored ads of the demo: three IMAGE ads for the timeline (weights 3, 2, 1 for the weighted
 * choice) and two FOOTER ads for the home page, each with a generated banner and its texts in
 * Greek and English (a banner for each language).
 */
import type { ads } from '../schema.ts';
import { AD_SIZES, adSvg } from './artwork.ts';
import type { Dice } from './random.ts';
import { type ImageJob, uploadUrl } from './render.ts';

const SPONSORS = [
  {
    type: 'IMAGE',
    weight: 3,
    slug: 'krasia-kritis',
    title: 'Κρασιά Κρήτης',
    subtitle: 'Ντόπιες ποικιλίες από τα αμπέλια της Πεζάς',
    ctaText: 'Δες περισσότερα',
    en: {
      title: 'Cretan Wines',
      subtitle: 'Local varieties from the vineyards of Peza',
      ctaText: 'See more',
    },
  },
  {
    type: 'IMAGE',
    weight: 2,
    slug: 'raki-psiloriti',
    title: 'Ρακή Ψηλορείτη',
    subtitle: 'Αποσταγμένη στο καζάνι του χωριού',
    ctaText: 'Παραγγελία',
    en: { title: 'Psiloritis Raki', subtitle: 'Distilled in the village still', ctaText: 'Order' },
  },
  {
    type: 'IMAGE',
    weight: 1,
    slug: 'lyres-ergastiri',
    title: 'Λύρες από το Εργαστήρι',
    subtitle: 'Χειροποίητες λύρες και λαούτα',
    ctaText: 'Στο κατάστημα',
    en: { title: 'Lyras from the Workshop', subtitle: 'Handmade lyras and lutes', ctaText: 'Visit the shop' },
  },
  {
    type: 'FOOTER',
    weight: 1,
    slug: 'car-rental',
    title: 'Ενοικιάσεις Αυτοκινήτων',
    subtitle: 'Κινήσου ελεύθερα σε όλη την Κρήτη',
    ctaText: 'Κράτηση',
    en: { title: 'Car Rentals', subtitle: 'Get around all of Crete freely', ctaText: 'Book' },
  },
  {
    type: 'FOOTER',
    weight: 1,
    slug: 'olive-oil',
    title: 'Ελαιόλαδο Σητείας',
    subtitle: 'Εξαιρετικό παρθένο, από τον παραγωγό',
    ctaText: 'Αγορά',
    en: { title: 'Sitia Olive Oil', subtitle: 'Extra virgin, straight from the producer', ctaText: 'Buy' },
  },
] as const;

export function generateAds(dice: Dice): { rows: (typeof ads.$inferInsert)[]; images: ImageJob[] } {
  const rows: (typeof ads.$inferInsert)[] = [];
  const images: ImageJob[] = [];
  SPONSORS.forEach((sponsor, index) => {
    const file = `ads/${sponsor.slug}.webp`;
    const fileEn = `ads/${sponsor.slug}-en.webp`;
    const design = { type: sponsor.type, paletteIndex: index * 3 + 1 };
    images.push(
      {
        svg: adSvg({ ...design, ...sponsor, language: 'el' }),
        outputs: [{ file, ...AD_SIZES[sponsor.type] }],
      },
      {
        svg: adSvg({ ...design, ...sponsor.en, language: 'en' }),
        outputs: [{ file: fileEn, ...AD_SIZES[sponsor.type] }],
      },
    );
    rows.push({
      id: dice.uuid(),
      type: sponsor.type,
      weight: sponsor.weight,
      imageUrl: uploadUrl(file),
      // A reader of the English guide sees the banner in English.
      imageUrlEn: uploadUrl(fileEn),
      title: sponsor.title,
      subtitle: sponsor.subtitle,
      href: `https://example.com/${sponsor.slug}`,
      ctaText: sponsor.ctaText,
      titleEn: sponsor.en.title,
      subtitleEn: sponsor.en.subtitle,
      ctaTextEn: sponsor.en.ctaText,
      active: true,
    });
  });
  return { rows, images };
}
