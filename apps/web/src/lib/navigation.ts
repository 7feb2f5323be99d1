/**
 * Navigation for code outside React components (the API client sending someone to /login). The
 * app registers its router here; before that, or in tests, the browser simply loads the address.
 */
type Navigate = (path: string) => unknown;

let navigator: Navigate | null = null;

export function setAppNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) void navigator(path);
  else if (typeof window !== 'undefined') window.location.assign(path);
}
