/**
 * Sponsored ads of the demo: three IMAGE ads for the timeline (weights 3, 2, 1 for the weighted
 * choice) and two FOOTER ads for the home page, each with a generated banner.
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
  },
  {
    type: 'IMAGE',
    weight: 2,
    slug: 'raki-psiloriti',
    title: 'Ρακή Ψηλορείτη',
    subtitle: 'Αποσταγμένη στο καζάνι του χωριού',
    ctaText: 'Παραγγελία',
  },
  {
    type: 'IMAGE',
    weight: 1,
    slug: 'lyres-ergastiri',
    title: 'Λύρες από το Εργαστήρι',
    subtitle: 'Χειροποίητες λύρες και λαούτα',
    ctaText: 'Στο κατάστημα',
  },
  {
    type: 'FOOTER',
    weight: 1,
    slug: 'car-rental',
    title: 'Ενοικιάσεις Αυτοκινήτων',
    subtitle: 'Κινήσου ελεύθερα σε όλη την Κρήτη',
    ctaText: 'Κράτηση',
  },
  {
    type: 'FOOTER',
    weight: 1,
    slug: 'olive-oil',
    title: 'Ελαιόλαδο Σητείας',
    subtitle: 'Εξαιρετικό παρθένο, από τον παραγωγό',
    ctaText: 'Αγορά',
  },
] as const;

export function generateAds(dice: Dice): { rows: (typeof ads.$inferInsert)[]; images: ImageJob[] } {
  const rows: (typeof ads.$inferInsert)[] = [];
  const images: ImageJob[] = [];
  SPONSORS.forEach((sponsor, index) => {
    const file = `ads/${sponsor.slug}.webp`;
    images.push({
      svg: adSvg({ ...sponsor, paletteIndex: index * 3 + 1 }),
      outputs: [{ file, ...AD_SIZES[sponsor.type] }],
    });
    rows.push({
      id: dice.uuid(),
      type: sponsor.type,
      weight: sponsor.weight,
      imageUrl: uploadUrl(file),
      title: sponsor.title,
      subtitle: sponsor.subtitle,
      href: `https://example.com/${sponsor.slug}`,
      ctaText: sponsor.ctaText,
      active: true,
    });
  });
  return { rows, images };
}
