import { Link2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useCan } from '../../../lib/authorization.tsx';
import { ClipboardUnavailableError, copyText } from '../../../lib/clipboard.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { searchLinkOf } from '../share-link.ts';
import { useFilterStore } from '../stores/filter-store.ts';

/** Admins copy a link that opens the search with the current filter (SPEC §2, §6). */
export function CopySearchLink() {
  const { t } = useTranslation('search');
  if (!useCan('open', 'adminArea')) return null;
  const copy = async () => {
    try {
      await copyText(searchLinkOf(useFilterStore.getState().options, window.location.origin));
      notify('success', t('share.copied'));
    } catch (error) {
      notify(
        'error',
        error instanceof ClipboardUnavailableError ? t('share.unavailable') : t('share.failed'),
      );
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('share.copyLink')}
      title={t('share.copyLink')}
      data-testid="copy-search-link"
      className={buttonClass({ variant: 'secondary', size: 'icon' })}
    >
      <Link2 aria-hidden="true" className="size-5" />
    </button>
  );
}
