import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { type ButtonVariant, buttonClass } from '../../../components/ui/button.ts';
import { pageOrigin } from '../../../lib/drawing.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ShareDialog } from '../../events/components/share-dialog.tsx';
import { absoluteUrl } from '../../events/lib/share-links.ts';

interface ShareButtonProps {
  /** The page to share, e.g. `/artist/{id}`; it is shared on the host people use now. */
  path: string;
  text?: string;
  disabled?: boolean;
  /** Why it is disabled, told to screen readers and shown on hover. */
  disabledReason?: string;
  variant?: ButtonVariant;
  label?: string;
  className?: string;
}

/** A button that opens the share dialog for a Glentia page. */
export function ShareButton({
  path,
  text,
  disabled = false,
  disabledReason,
  variant = 'secondary',
  label,
  className,
}: ShareButtonProps) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  const url = absoluteUrl(path, pageOrigin());
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        title={disabled ? disabledReason : undefined}
        className={buttonClass({ variant, className })}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {label ?? t('open')}
      </button>
      <ShareDialog open={open} onClose={() => setOpen(false)} url={url} {...(text ? { text } : {})} />
    </>
  );
}
