/** The event form's texts, loaded with the form rather than with the first page. */
import { registerTexts } from '../../lib/i18n.ts';
import { contribute as el } from '../../locales/el/contribute.ts';
import { contribute as en } from '../../locales/en/contribute.ts';

registerTexts('contribute', el, en);
