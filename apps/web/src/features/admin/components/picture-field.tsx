import type { UseMutationResult } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A venue's or an artist's picture, uploaded as soon as it is chosen. */
export function PictureField({
  id,
  name,
  stored,
  upload,
}: {
  /** The venue's or artist's id. */
  id: string;
  name: string;
  /** The picture it has now. */
  stored: string | null;
  upload: UseMutationResult<{ image: string | null }, unknown, { id: string; file: File }>;
}) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const image = upload.data?.image ?? stored;
  const busy = upload.isPending;
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
        {upload.error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(upload.error)}
          </p>
        ) : null}
      </div>
      <ImageFileInput
        ref={input}
        label={t('common.picture')}
        testId="picture-input"
        onPick={(file) => upload.mutate({ id, file })}
      />
    </div>
  );
}
