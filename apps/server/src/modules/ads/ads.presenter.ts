/** Ad rows → the admin's contract shape. */
import { adStatus, type TAdminAd } from '@glentia/core';
import type { AdWithTotals } from './ads.admin.repository.ts';

export function presentAdminAd(ad: AdWithTotals, today: string): TAdminAd {
  return {
    id: ad.id,
    type: ad.type,
    weight: ad.weight,
    imageUrl: ad.imageUrl,
    title: ad.title,
    subtitle: ad.subtitle,
    href: ad.href,
    ctaText: ad.ctaText,
    titleEn: ad.titleEn,
    subtitleEn: ad.subtitleEn,
    ctaTextEn: ad.ctaTextEn,
    imageUrlEn: ad.imageUrlEn,
    active: ad.active,
    startsOn: ad.startsOn,
    endsOn: ad.endsOn,
    status: adStatus(ad, today),
    views: ad.views,
    clicks: ad.clicks,
    createdAt: ad.createdAt.toISOString(),
  };
}
