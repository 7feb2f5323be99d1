import { useNavigation } from '../../lib/router/index.ts';

/** A thin sliding bar at the top while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-soft">
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}
