/** The admin pages' texts, loaded with those pages rather than with the first page. */
import { registerTexts } from '../../lib/i18n.ts';
import { admin as el } from '../../locales/el/admin.ts';
import { admin as en } from '../../locales/en/admin.ts';

registerTexts('admin', el, en);
