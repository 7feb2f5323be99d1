import { COUNTIES, COUNTY_IN_GREEK, COUNTY_NAMES } from '@glentia/core';
import type { ReactNode } from 'react';
import { formatList } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';

/** The home page's opening: what Glentia is, over an Aegean gradient, with the statistics beneath. */
export function Welcome({ children, decoration }: { children?: ReactNode; decoration?: ReactNode }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'el';
  const counties = formatList(
    // Greek says "στο Ηράκλειο, στα Χανιά…": each name with its own article.
    COUNTIES.map((county) => (language === 'el' ? COUNTY_IN_GREEK[county] : COUNTY_NAMES[county][language])),
    INTL_LOCALES[language],
  );
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate mt-2 overflow-hidden rounded-3xl bg-linear-to-br from-hero-from to-hero-to px-5 pt-7 pb-5 text-white shadow-raised sm:px-8 sm:pt-10"
    >
      <Waves />
      {decoration}
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-16 -z-10 size-56 rounded-full bg-[#f5a45d]/30 blur-2xl"
      />
      <p className="text-sm font-semibold text-white/85">{t('eyebrow')}</p>
      <h1
        id="home-title"
        className="mt-1 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl"
      >
        {t('title')}
      </h1>
      <p className="mt-3 max-w-xl text-[0.95rem] leading-relaxed text-pretty text-white/90">
        {t('description', { counties })}
      </p>
      {children}
    </section>
  );
}

/** Soft sea waves behind the welcome text. */
function Waves() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 120"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 -z-10 h-32 w-full text-white"
    >
      <path d="M0 60 C 60 35 120 35 200 60 S 340 85 400 60 V120 H0Z" fill="currentColor" opacity="0.07" />
      <path d="M0 82 C 70 60 140 62 210 84 S 345 104 400 82 V120 H0Z" fill="currentColor" opacity="0.08" />
    </svg>
  );
}
