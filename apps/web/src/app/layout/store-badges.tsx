/**
 * The App Store and Google Play badges of the side drawer (SPEC §2: "store badges on non-native
 * devices"), drawn here in the stores' badge style (black rounded plate, white logo, two lines of
 * text) so they follow the interface language and need no downloaded image.
 */
import type { ReactNode } from 'react';
import { env } from '../../config/env.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { isNativePlatform } from '../../lib/platform/detect.ts';

const PLATE = 'fill-black stroke-[#a6a6a6]';

/** The simplified apple of the App Store badge, in a 24 × 24 box. */
const APPLE_PATH =
  'M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.5-1-2.5-3.7zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z';

interface BadgeProps {
  href: string;
  /** The small first line and the store's name below it. */
  lead: string;
  name: string;
}

/** One badge: 40 units high like the stores' own, the text in the app's font. */
function Badge({ href, lead, name, logo, width }: BadgeProps & { logo: ReactNode; width: number }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex rounded-[9px] transition-opacity hover:opacity-85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <svg
        role="img"
        aria-label={`${lead} ${name}`}
        viewBox={`0 0 ${width} 40`}
        width={width}
        height={40}
        className="block h-9 w-auto"
      >
        <rect x="0.5" y="0.5" width={width - 1} height="39" rx="7" className={PLATE} />
        {logo}
        <text x="38" y="15" fill="#fff" fontSize="7.5" fontWeight="500" letterSpacing="0.1">
          {lead}
        </text>
        <text x="37.5" y="30.5" fill="#fff" fontSize="15" fontWeight="600" letterSpacing="-0.2">
          {name}
        </text>
      </svg>
    </a>
  );
}

export function AppStoreBadge({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      href={href}
      lead={t('drawer.appStoreLead')}
      name="App Store"
      width={124}
      logo={<path d={APPLE_PATH} fill="#fff" transform="translate(7 7) scale(1.1)" />}
    />
  );
}

export function GooglePlayBadge({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      href={href}
      lead={t('drawer.playStoreLead')}
      name="Google Play"
      width={136}
      logo={
        // The four-coloured play triangle, its parts meeting where the real logo's do.
        <g transform="translate(9 8)">
          <path d="M1 1 L12.5 12 L1 23 Z" fill="#4285f4" />
          <path d="M1 1 L16.6 8.6 L12.5 12 Z" fill="#34a853" />
          <path d="M1 23 L12.5 12 L16.6 15.4 Z" fill="#ea4335" />
          <path d="M16.6 8.6 L21.4 11 Q23 12 21.4 13 L16.6 15.4 L12.5 12 Z" fill="#fbbc04" />
        </g>
      }
    />
  );
}

/**
 * The badges of the stores whose addresses are configured, on the web only: inside the phone apps
 * there is nothing left to install, and a store with no address has no app to open.
 */
export function StoreBadges({
  appStoreUrl = env.appStoreUrl,
  playStoreUrl = env.playStoreUrl,
}: {
  appStoreUrl?: string | null;
  playStoreUrl?: string | null;
}) {
  const { t } = useTranslation();
  if (isNativePlatform() || (!appStoreUrl && !playStoreUrl)) return null;
  return (
    <div data-testid="store-badges">
      <p className="mb-2 font-semibold">{t('drawer.getTheApp')}</p>
      <div className="flex flex-wrap gap-2">
        {appStoreUrl && <AppStoreBadge href={appStoreUrl} />}
        {playStoreUrl && <GooglePlayBadge href={playStoreUrl} />}
      </div>
    </div>
  );
}
