import { adImage, adTexts, type TAd } from '@glentia/core';
import { ExternalLink } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useLocation } from '../../../lib/router/index.ts';
import { useSeenOnce } from '../../../lib/use-seen-once.ts';
import { sendAdEvent } from '../api/send-ad-event.ts';
import { BannerImage } from './image-ad-block.tsx';

/** Sponsored blocks at the foot of the home page (ads of type FOOTER). */
export function FooterAds({ ads }: { ads: readonly TAd[] }) {
  const { t } = useTranslation('home');
  const footerAds = ads.filter((ad) => ad.type === 'FOOTER');
  if (footerAds.length === 0) return null;
  return (
    <section aria-label={t('ads.label')} className="space-y-4">
      {footerAds.map((ad) => (
        <FooterAd key={ad.id} ad={ad} />
      ))}
    </section>
  );
}

function FooterAd({ ad }: { ad: TAd }) {
  const { t } = useTranslation('home');
  const { pathname } = useLocation();
  const { title, subtitle, ctaText } = adTexts(ad, currentLanguage());
  const banner = adImage(ad, currentLanguage());
  const cta = ad.href ? (ctaText ?? title ?? ad.href) : null;
  const ref = useRef<HTMLElement>(null);
  useSeenOnce(ref, () => sendAdEvent(ad, { actionType: 'VIEW', metadata: { path: pathname } }));
  return (
    <article
      ref={ref}
      data-seen-ad={ad.id}
      className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
    >
      {banner && <BannerImage src={banner} alt={title ?? ''} firstScreen={false} />}
      <div className="space-y-2 p-5">
        <p className="text-xs font-semibold text-muted">{t('ads.sponsored')}</p>
        {title && <h2 className="text-lg leading-snug font-bold">{title}</h2>}
        {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
        {ad.href && cta && (
          <a
            href={ad.href}
            target="_blank"
            rel="noopener noreferrer sponsored"
            onClick={() => sendAdEvent(ad, { actionType: 'CLICK', metadata: { path: pathname } })}
            className={buttonClass({ variant: 'secondary', className: 'mt-2' })}
          >
            {cta}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('ads.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </article>
  );
}
