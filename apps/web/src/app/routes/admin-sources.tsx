/** /admin/sources: the sources Glentia keeps in step, in a chunk of its own. */
import { AdminSources } from '../../features/sources/components/admin-sources.tsx';
import sourcesTexts from '../../locales/lazy/sources.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [sourcesTexts];

export function AdminSourcesRoute() {
  return <AdminSources />;
}
