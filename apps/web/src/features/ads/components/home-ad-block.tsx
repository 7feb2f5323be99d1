import { pickWeightedAd, type TAd } from '@glentia/core';
import { useState } from 'react';
import { useDrawnRandom } from '../../../lib/drawing.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ImageAd } from './image-ad-block.tsx';

/**
 * The home page's optional advert block (SPEC §2): one running IMAGE ad with its banner, picked by
 * weight (SPEC §5) once per visit to the page; nothing when none is running. Views and clicks are
 * counted as everywhere else, with the device only when consent allows it.
 */
export function HomeAdBlock({ ads }: { ads: readonly TAd[] }) {
  const { t } = useTranslation('home');
  const random = useDrawnRandom();
  const [ad] = useState(() =>
    pickWeightedAd(
      ads.filter((item) => item.type === 'IMAGE' && !!item.imageUrl),
      random,
    ),
  );
  if (!ad) return null;
  return (
    <div data-testid="home-ad">
      <ImageAd ad={ad} label={t('ads.label')} eager />
    </div>
  );
}
