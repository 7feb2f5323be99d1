import { AD_TYPES, type TAdminAd, type TCreateAdBody } from '@glentia/core';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { chipClass } from '../../../components/ui/chip.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveAd } from '../api/save-ad.ts';

export const adInputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30';

function TextField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={adInputClass} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

interface Draft {
  type: TAdminAd['type'];
  weight: string;
  title: string;
  subtitle: string;
  href: string;
  ctaText: string;
  titleEn: string;
  subtitleEn: string;
  ctaTextEn: string;
  startsOn: string;
  endsOn: string;
}

/** The texts a sponsor may give in English, with their longest lengths (as the Greek ones). */
const ENGLISH_TEXTS = [
  ['titleEn', 120],
  ['subtitleEn', 300],
  ['ctaTextEn', 40],
] as const;

function draftOf(ad: TAdminAd | null): Draft {
  return {
    type: ad?.type ?? 'IMAGE',
    weight: String(ad?.weight ?? 1),
    title: ad?.title ?? '',
    subtitle: ad?.subtitle ?? '',
    href: ad?.href ?? '',
    ctaText: ad?.ctaText ?? '',
    titleEn: ad?.titleEn ?? '',
    subtitleEn: ad?.subtitleEn ?? '',
    ctaTextEn: ad?.ctaTextEn ?? '',
    startsOn: ad?.startsOn ?? '',
    endsOn: ad?.endsOn ?? '',
  };
}

function bodyOf(draft: Draft): TCreateAdBody {
  const text = (value: string) => value.trim() || null;
  return {
    type: draft.type,
    weight: Number.parseInt(draft.weight, 10) || 0,
    title: text(draft.title),
    subtitle: text(draft.subtitle),
    href: text(draft.href),
    ctaText: text(draft.ctaText),
    titleEn: text(draft.titleEn),
    subtitleEn: text(draft.subtitleEn),
    ctaTextEn: text(draft.ctaTextEn),
    startsOn: draft.startsOn || null,
    endsOn: draft.endsOn || null,
  };
}

/** Creates or edits an ad: placement, banner, texts, link, weight and the days it runs. */
export function AdFormDialog({
  open,
  ad,
  onClose,
}: {
  open: boolean;
  ad: TAdminAd | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adsAdmin');
  const save = useSaveAd();
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(ad));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const englishFileInput = useRef<HTMLInputElement>(null);
  const [englishFile, setEnglishFile] = useState<File | null>(null);
  const [englishPreview, setEnglishPreview] = useState<string | null>(null);
  const createdId = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(ad));
    setFile(null);
    setEnglishFile(null);
    createdId.current = null;
    save.reset();
  }, [open, ad, save.reset]);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (!englishFile) return setEnglishPreview(null);
    const url = URL.createObjectURL(englishFile);
    setEnglishPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [englishFile]);
  const englishImage = englishPreview ?? ad?.imageUrlEn ?? null;

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const image = preview ?? ad?.imageUrl ?? null;
  const needsImage = draft.type === 'IMAGE' && !image;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: ad?.id ?? createdId.current,
        body: bodyOf(draft),
        file,
        englishFile,
        onSaved: (saved) => {
          createdId.current = saved.id;
        },
      },
      {
        onSuccess: () => {
          notify('success', t('form.saved'));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      wide
      title={ad ? t('form.editTitle') : t('form.createTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={formId} disabled={save.isPending} className={buttonClass()}>
            {save.isPending ? t('form.saving') : t('form.save')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <fieldset>
          <legend className="mb-1.5 font-semibold">{t('form.type')}</legend>
          <div className="flex flex-wrap gap-2">
            {AD_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={draft.type === type}
                className={chipClass({ selected: draft.type === type })}
                onClick={() => setDraft((current) => ({ ...current, type }))}
              >
                {t(`types.${type}`)}
              </button>
            ))}
          </div>
          <p className="mt-1 text-sm text-muted">{t(`form.typeHints.${draft.type}`)}</p>
        </fieldset>

        <div>
          <p className="mb-1.5 font-semibold">{t('form.image')}</p>
          <div className="overflow-hidden rounded-2xl border border-dashed border-border bg-surface-muted">
            {image ? (
              <img src={image} alt={t('form.imageAlt')} className="aspect-[3/1] w-full object-cover" />
            ) : (
              <div className="flex aspect-[3/1] items-center justify-center text-muted">
                <ImagePlus aria-hidden="true" className="size-8" />
              </div>
            )}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              {image ? t('form.changeImage') : t('form.chooseImage')}
            </button>
            <span className="text-sm text-muted">{t('form.imageHint')}</span>
          </div>
          {needsImage && (
            <p className="mt-1 text-sm font-medium text-accent-soft-foreground">{t('form.imageNeeded')}</p>
          )}
          <ImageFileInput ref={fileInput} label={t('form.image')} testId="ad-image-input" onPick={setFile} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.title')} value={draft.title} onChange={set('title')} maxLength={120} />
          <TextField
            label={t('form.subtitle')}
            value={draft.subtitle}
            onChange={set('subtitle')}
            maxLength={300}
          />
          <TextField
            label={t('form.href')}
            hint={t('form.hrefHint')}
            type="url"
            inputMode="url"
            value={draft.href}
            onChange={set('href')}
            maxLength={500}
          />
          <TextField
            label={t('form.ctaText')}
            hint={t('form.ctaHint')}
            value={draft.ctaText}
            onChange={set('ctaText')}
            maxLength={40}
          />
          <TextField
            label={t('form.weight')}
            hint={t('form.weightHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={draft.weight}
            onChange={set('weight')}
          />
        </div>
        <fieldset>
          <legend className="mb-1.5 font-semibold">{t('form.inEnglish')}</legend>
          <p className="mb-2 text-sm text-muted">{t('form.inEnglishHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {ENGLISH_TEXTS.map(([field, maxLength]) => (
              <TextField
                key={field}
                label={t(`form.${field}`)}
                lang="en"
                value={draft[field]}
                onChange={set(field)}
                maxLength={maxLength}
              />
            ))}
          </div>
          <div className="mt-4">
            <p className="mb-1.5 font-semibold">{t('form.imageEn')}</p>
            {englishImage && (
              <img
                src={englishImage}
                alt={t('form.imageEnAlt')}
                className="mb-2 aspect-[3/1] w-full rounded-2xl border border-border object-cover"
              />
            )}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                onClick={() => englishFileInput.current?.click()}
              >
                <ImagePlus aria-hidden="true" className="size-4" />
                {englishImage ? t('form.changeImage') : t('form.chooseImage')}
              </button>
              <span className="text-sm text-muted">{t('form.imageEnHint')}</span>
            </div>
            <ImageFileInput
              ref={englishFileInput}
              label={t('form.imageEn')}
              testId="ad-image-en-input"
              onPick={setEnglishFile}
            />
          </div>
        </fieldset>
        <fieldset>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('form.startsOn')}
              type="date"
              value={draft.startsOn}
              onChange={set('startsOn')}
            />
            <TextField label={t('form.endsOn')} type="date" value={draft.endsOn} onChange={set('endsOn')} />
          </div>
          <p className="mt-1 text-sm text-muted">{t('form.datesHint')}</p>
        </fieldset>
        {save.error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(save.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
