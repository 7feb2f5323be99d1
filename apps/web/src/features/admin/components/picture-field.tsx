import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A venue's or an artist's picture, uploaded as soon as it is chosen. */
export function PictureField({
  name,
  image,
  busy,
  error,
  onPick,
}: {
  name: string;
  image: string | null;
  busy: boolean;
  error: unknown;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center gap-4">
      <div className="size-24 shrink-0 overflow-hidden rounded-2xl bg-surface-muted">
        {image && (
          <img src={image} alt={t('common.pictureAlt', { name })} className="size-full object-cover" />
        )}
      </div>
      <div className="space-y-1">
        <button
          type="button"
          disabled={busy}
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {busy ? t('common.uploading') : t('common.changePicture')}
        </button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(error)}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        aria-label={t('common.picture')}
        data-testid="picture-input"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </div>
  );
}
