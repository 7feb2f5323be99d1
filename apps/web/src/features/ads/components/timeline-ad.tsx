import { adImage, adTexts, pickWeightedAd, responsiveImage, type TAd } from '@glentia/core';
import { useRef, useState } from 'react';
import { PageImage } from '../../../components/ui/page-image.tsx';
import { useDrawnRandom } from '../../../lib/drawing.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useLocation } from '../../../lib/router/index.ts';
import { useSeenOnce } from '../../../lib/use-seen-once.ts';
import { sendAdEvent } from '../api/send-ad-event.ts';

/** The ads that may appear in the timeline: IMAGE ads that have an image. */
export function timelineAds(ads: readonly TAd[]): TAd[] {
  return ads.filter((ad) => ad.type === 'IMAGE' && !!ad.imageUrl);
}

/**
 * A sponsored image in the timeline (SPEC §2, §5): one IMAGE ad picked at random by weight, kept
 * for as long as this spot is on screen. A view is recorded once 80 % of it is visible, a click
 * when it is opened (in a new tab).
 */
export function TimelineAd({ ads, onFirstScreen = false }: { ads: readonly TAd[]; onFirstScreen?: boolean }) {
  const random = useDrawnRandom();
  const [ad] = useState(() => pickWeightedAd(timelineAds(ads), random));
  if (!ad) return null;
  return <SponsoredImage ad={ad} onFirstScreen={onFirstScreen} />;
}

/** A banner on the first screen loads with the page, not once the browser has laid it out. */
function SponsoredImage({ ad, onFirstScreen }: { ad: TAd; onFirstScreen: boolean }) {
  const { t } = useTranslation('home');
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useSeenOnce(ref, () => sendAdEvent(ad, { actionType: 'VIEW', metadata: { path: pathname } }));
  // In English the sponsor's English banner, when it has one.
  const banner = adImage(ad, currentLanguage());
  const image = (
    <PageImage
      firstScreen={onFirstScreen}
      src={banner ?? ''}
      // The phone's width, at most 36rem.
      {...responsiveImage(banner, '(min-width: 576px) 36rem, 100vw')}
      alt={adTexts(ad, currentLanguage()).title ?? t('ads.sponsored')}
      width={1000}
      height={600}
      className="aspect-[5/3] w-full bg-surface-muted object-cover"
    />
  );
  return (
    // Not a landmark: several sponsors may sit along one timeline; the visible label says what it is.
    <div
      ref={ref}
      data-testid="timeline-ad"
      data-ad-id={ad.id}
      data-seen-ad={ad.id}
      className="mx-auto max-w-xl overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
    >
      {ad.href ? (
        <a
          href={ad.href}
          target="_blank"
          rel="noopener noreferrer sponsored"
          onClick={() => sendAdEvent(ad, { actionType: 'CLICK', metadata: { path: pathname } })}
          className="block focus-visible:outline-offset-[-4px]"
        >
          {image}
          <span className="sr-only">{t('ads.opensInNewTab')}</span>
        </a>
      ) : (
        image
      )}
      <p className="px-4 py-2 text-xs font-semibold text-muted">{t('ads.sponsored')}</p>
    </div>
  );
}
