import { IMAGE_UPLOAD_LIMITS } from '@glentia/core';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export interface PhotoFieldProps {
  photo: File | null;
  /** The stored poster, when editing. */
  imageUrl: string | null;
  onChange: (photo: File) => void;
  /** Upload progress, 0 to 1, while saving. */
  progress: number | null;
  invalid: boolean;
}

function problemOf(file: File): 'tooLarge' | 'wrongType' | null {
  if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  const named = /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
  if (file.type && !(IMAGE_UPLOAD_LIMITS.types as readonly string[]).includes(file.type) && !named)
    return 'wrongType';
  return null;
}

/** The poster: picked from the device, previewed before upload, with the upload's progress. */
export function PhotoField({ photo, imageUrl, onChange, progress, invalid }: PhotoFieldProps) {
  const { t } = useTranslation('contribute');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [problem, setProblem] = useState<'tooLarge' | 'wrongType' | null>(null);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    setPreviewFailed(false);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const shown = preview ?? imageUrl;
  const message = problem ? t(`photo.${problem}`) : invalid ? t('photo.missing') : null;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block font-semibold">
        {t('photo.label')}{' '}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
        <span className="sr-only">({t('required')})</span>
      </span>
      <div className="overflow-hidden rounded-2xl border border-dashed border-border bg-surface-muted">
        {shown && !previewFailed ? (
          <img
            src={shown}
            alt={t('photo.previewAlt')}
            onError={() => setPreviewFailed(true)}
            className="mx-auto max-h-96 w-auto object-contain"
          />
        ) : photo ? (
          <p className="p-6 text-center text-sm text-muted">
            {photo.name} · {t('photo.noPreview')}
          </p>
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center text-muted">
            <ImagePlus aria-hidden="true" className="size-12" />
          </div>
        )}
      </div>
      {percent !== null && (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('progress', { percent })}
          className="mt-2 h-2 overflow-hidden rounded-full bg-primary-soft"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {shown || photo ? t('photo.change') : t('photo.choose')}
        </button>
        <span id={`${id}-hint`} className="text-sm text-muted">
          {t('photo.hint')}
        </span>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {message}
        </p>
      )}
      <ImageFileInput
        ref={input}
        accept={ACCEPT}
        labelledBy={`${id}-label`}
        testId="photo-input"
        onPick={(file) => {
          const found = problemOf(file);
          setProblem(found);
          if (!found) onChange(file);
        }}
      />
    </div>
  );
}
