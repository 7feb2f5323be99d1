import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { buildShareTargets } from '../lib/share-links.ts';
import { CopyLinkField } from './copy-link-field.tsx';
import { ShareTargetIcon } from './share-target-icon.tsx';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The full address to share. */
  url: string;
  /** A short line sent before the link in messages. */
  text?: string;
}

/** SPEC §2: Facebook, Messenger, Viber, WhatsApp and SMS, plus the link to copy. */
export function ShareDialog({ open, onClose, url, text }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const targets = buildShareTargets(url, text);
  return (
    <Dialog open={open} onClose={onClose} title={t('dialog.title')} closeLabel={t('dialog.close')}>
      <p className="text-sm font-semibold text-muted">{t('dialog.via')}</p>
      <ul className="mt-2 grid grid-cols-5 gap-1">
        {targets.map((target) => (
          <li key={target.id}>
            <a
              href={target.href}
              {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="flex min-h-11 flex-col items-center gap-1.5 rounded-2xl py-2 text-xs font-medium hover:bg-surface-muted"
            >
              <ShareTargetIcon id={target.id} />
              {t(`targets.${target.id}`)}
              {target.external && <span className="sr-only">{t('dialog.opensInNewTab')}</span>}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <CopyLinkField url={url} />
      </div>
    </Dialog>
  );
}
