/**
 * The files Android and iOS fetch from the web host to let links to a glenti open the app instead
 * of the browser (Android App Links, Apple universal links). Paths match the apps' own filters:
 * `/glentia/{id}` and its short form `/g/{id}`.
 */
import type { Config } from '../../config/env.ts';

export const APP_LINK_PATHS = ['/glentia/*', '/g/*'] as const;

/** `/.well-known/assetlinks.json`: the Android app and the certificates it is signed with. */
export function androidAssetLinks(appLinks: Config['appLinks']) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: appLinks.appId,
        sha256_cert_fingerprints: appLinks.androidCertificates,
      },
    },
  ];
}

/** `/.well-known/apple-app-site-association`: the iOS app (team id + bundle id) and its paths. */
export function appleAppSiteAssociation(appLinks: Config['appLinks'] & { appleTeamId: string }) {
  const appId = `${appLinks.appleTeamId}.${appLinks.appId}`;
  return {
    applinks: {
      details: [{ appIDs: [appId], components: APP_LINK_PATHS.map((path) => ({ '/': path })) }],
    },
    webcredentials: { apps: [appId] },
  };
}
