import { adImage, adTexts, pickWeightedAd, responsiveImage, type TAd } from '@glentia/core';
import { ExternalLink } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { PageImage } from '../../../components/ui/page-image.tsx';
import { useDrawnRandom } from '../../../lib/drawing.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useLocation } from '../../../lib/router/index.ts';
import { useSeenOnce } from '../../../lib/use-seen-once.ts';
import { sendAdEvent } from '../api/send-ad-event.ts';

/**
 * A sponsored image picked by weight among the IMAGE ads (SPEC §5), shown only when there is more
 * than one to choose from (SPEC §2 event page). Counts a view when 80 % visible and a click.
 */
export function ImageAdBlock({ ads, label }: { ads: readonly TAd[]; label: string }) {
  const imageAds = useMemo(() => ads.filter((ad) => ad.type === 'IMAGE' && ad.imageUrl), [ads]);
  const random = useDrawnRandom();
  // biome-ignore lint/correctness/useExhaustiveDependencies: picked again only for other ads
  const ad = useMemo(() => (imageAds.length > 1 ? pickWeightedAd(imageAds, random) : null), [imageAds]);
  if (!ad) return null;
  return <ImageAd ad={ad} label={label} />;
}

/** A sponsor's 3:1 banner across the page (at most 72rem wide), from the copies its width needs. */
export function BannerImage({ src, alt, firstScreen }: { src: string; alt: string; firstScreen: boolean }) {
  return (
    <PageImage
      firstScreen={firstScreen}
      src={src}
      {...responsiveImage(src, '(min-width: 1152px) 72rem, 100vw')}
      alt={alt}
      width={1200}
      height={400}
      className="aspect-[3/1] w-full bg-surface-muted object-cover"
    />
  );
}

/**
 * One sponsored image with its link; counts a view when 80 % visible and a click. `eager` where it
 * stands in the first screen (the home page's block), so the image is not held back until layout.
 */
export function ImageAd({ ad, label, eager = false }: { ad: TAd; label: string; eager?: boolean }) {
  const { t } = useTranslation('home');
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useSeenOnce(ref, () => sendAdEvent(ad, { actionType: 'VIEW', metadata: { path: pathname } }));
  const { title, ctaText } = adTexts(ad, currentLanguage());
  const image = (
    <BannerImage src={adImage(ad, currentLanguage()) ?? ''} alt={title ?? label} firstScreen={eager} />
  );
  return (
    <aside
      ref={ref}
      aria-label={label}
      data-testid="image-ad"
      data-seen-ad={ad.id}
      className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
    >
      {ad.href ? (
        <a
          href={ad.href}
          target="_blank"
          rel="noopener noreferrer sponsored"
          onClick={() => sendAdEvent(ad, { actionType: 'CLICK', metadata: { path: pathname } })}
          className="block"
        >
          {image}
          <span className="flex items-center justify-between gap-2 px-4 py-2 text-xs font-semibold text-muted">
            <span>{t('ads.sponsored')}</span>
            <span className="inline-flex items-center gap-1 text-primary">
              {ctaText ?? title}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('ads.opensInNewTab')}</span>
            </span>
          </span>
        </a>
      ) : (
        <>
          {image}
          <p className="px-4 py-2 text-xs font-semibold text-muted">{t('ads.sponsored')}</p>
        </>
      )}
    </aside>
  );
}
