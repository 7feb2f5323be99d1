/** /admin/sources: the sources Glentia keeps in step, in a chunk of its own. */
import { AdminSources } from '../../features/sources/components/admin-sources.tsx';

export function AdminSourcesRoute() {
  return <AdminSources />;
}
