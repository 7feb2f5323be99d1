import { todayInAthens } from '@glentia/core';
import { Monitor, Moon, Sun } from 'lucide-react';
import { formatLongDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { type Language, useSession } from '../../../stores/session.ts';
import { ChoiceGroup } from './choice-group.tsx';

type ThemeChoice = 'system' | 'light' | 'dark';

const toThemeChoice = (darkTheme: boolean | null): ThemeChoice =>
  darkTheme === null ? 'system' : darkTheme ? 'dark' : 'light';
const fromThemeChoice = (choice: ThemeChoice): boolean | null =>
  choice === 'system' ? null : choice === 'dark';

/** Language (Greek or English) and dark theme (device, light or dark), saved on this device. */
export function AppearanceSettings() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const darkTheme = useSession((state) => state.appSettings.darkTheme);
  const setLanguage = useSession((state) => state.setLanguage);
  const setDarkTheme = useSession((state) => state.setDarkTheme);
  const language: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'el';

  return (
    <div className="space-y-8">
      <p className="text-muted">{t('appearance.intro')}</p>
      <ChoiceGroup<Language>
        name="language"
        legend={t('appearance.language')}
        value={language}
        onChange={setLanguage}
        choices={[
          { value: 'el', label: tc('languageNames.el'), lang: 'el' },
          { value: 'en', label: tc('languageNames.en'), lang: 'en' },
        ]}
      />
      <ChoiceGroup<ThemeChoice>
        name="theme"
        legend={t('appearance.theme')}
        value={toThemeChoice(darkTheme)}
        onChange={(choice) => setDarkTheme(fromThemeChoice(choice))}
        choices={[
          { value: 'system', label: t('appearance.themeSystem'), icon: Monitor },
          { value: 'light', label: t('appearance.themeLight'), icon: Sun },
          { value: 'dark', label: t('appearance.themeDark'), icon: Moon },
        ]}
      />
      <section
        aria-labelledby="appearance-preview"
        className="rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="appearance-preview" className="text-sm font-semibold text-muted">
          {t('appearance.preview')}
        </h2>
        <p className="mt-2 text-lg font-bold">{formatLongDate(todayInAthens(), INTL_LOCALES[language])}</p>
        <div aria-hidden="true" className="mt-3 flex gap-2">
          <span className="h-2 flex-1 rounded-full bg-primary" />
          <span className="h-2 flex-1 rounded-full bg-accent" />
          <span className="h-2 flex-1 rounded-full bg-surface-muted" />
        </div>
      </section>
    </div>
  );
}
