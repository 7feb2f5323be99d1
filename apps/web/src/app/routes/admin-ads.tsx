/** /admin/ads: the admin's ads screen, with its chart, in a chunk of its own. */
import { AdminAds } from '../../features/ads/components/admin-ads.tsx';

export function AdminAdsRoute() {
  return <AdminAds />;
}
