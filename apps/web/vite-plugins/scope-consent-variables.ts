import type { Plugin } from 'vite';

const CONSENT_CSS = /vanilla-cookieconsent[\\/]dist[\\/]cookieconsent\.css$/;
const ROOT_RULE = ':root{--cc-';

/**
 * The consent banner's stylesheet declares its sixty `--cc-*` variables on `:root`. Custom
 * properties are inherited, so adding the sheet after the first paint made the browser restyle
 * every element of the page (29 ms of one task on the drawn home page, 4× that on a slow phone),
 * and every element carried the variables from then on. Only `#cc-main` and what is inside it use
 * them, so they are declared there. The build fails if a new version of the sheet changes shape.
 */
export function scopeConsentVariables(): Plugin {
  return {
    name: 'scope-consent-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!CONSENT_CSS.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(ROOT_RULE))
        throw new Error(`${id} no longer starts its variables with ${ROOT_RULE}`);
      return { code: code.replace(ROOT_RULE, '#cc-main{--cc-'), map: null };
    },
  };
}
