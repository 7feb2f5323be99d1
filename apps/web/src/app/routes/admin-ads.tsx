/** /admin/ads: the admin's ads screen, with its chart, in a chunk of its own. */
import { AdminAds } from '../../features/ads/components/admin-ads.tsx';
import adsAdminTexts from '../../locales/lazy/ads-admin.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [adsAdminTexts];

export function AdminAdsRoute() {
  return <AdminAds />;
}
