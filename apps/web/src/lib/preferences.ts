/**
 * Keeps the page in step with the session's appearance settings: language and dark theme are applied
 * on start (SPEC §4: load state, apply theme and locale, then mark initialized) and whenever they change.
 */
import { useSession } from '../stores/session.ts';
import { applyLanguage } from './i18n.ts';
import { addressLanguage, browserLanguageSource, resolveLanguage } from './locale.ts';
import { applyTheme } from './theme.ts';

export function startPreferenceSync(): () => void {
  // An English (or Greek) address of a shared page opens the app in that language, unless the
  // visitor chose a language before; a choice made afterwards wins too.
  let fromAddress =
    useSession.getState().appSettings.language === null
      ? addressLanguage(typeof location === 'undefined' ? '' : location.search)
      : null;
  const apply = (settings: ReturnType<typeof useSession.getState>['appSettings']) => {
    applyTheme(settings.darkTheme);
    applyLanguage(fromAddress ?? resolveLanguage(settings.language, browserLanguageSource()));
  };
  apply(useSession.getState().appSettings);
  useSession.getState().setInitialized();
  return useSession.subscribe((state, previous) => {
    if (state.appSettings.language !== previous.appSettings.language) fromAddress = null;
    if (state.appSettings !== previous.appSettings) apply(state.appSettings);
  });
}
