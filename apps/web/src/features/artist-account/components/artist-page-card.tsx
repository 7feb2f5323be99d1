import type { TArtistPage } from '@glentia/core';
import { Camera, Music } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { NumberTiles } from '../../../components/overview.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateArtistPage, useUploadArtistPagePhoto } from '../api/update-artist-page.ts';
import { ArtistFollowers } from './artist-followers.tsx';

/** One of the artist's pages: its photo and numbers, the form that edits it, and its followers. */
export function ArtistPageCard({ page }: { page: TArtistPage }) {
  const { t } = useTranslation('artistAccount');
  const titleId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const upload = useUploadArtistPagePhoto();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-border bg-surface p-4 shadow-card"
      data-testid="artist-page"
    >
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={() => photoInput.current?.click()}
          disabled={upload.isPending}
          aria-label={t('edit.photo')}
          className="relative size-20 shrink-0 overflow-hidden rounded-full bg-surface-muted disabled:opacity-60"
        >
          {page.image ? (
            <img src={page.image} alt="" className="size-full object-cover" />
          ) : (
            <Music aria-hidden="true" className="m-auto size-8 text-muted" />
          )}
          <span className="absolute right-0 bottom-0 flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Camera aria-hidden="true" className="size-4" />
          </span>
        </button>
        <ImageFileInput
          ref={photoInput}
          label={t('edit.photo')}
          testId="artist-photo-input"
          onPick={(file) =>
            upload.mutate(
              { id: page.id, file },
              {
                onSuccess: () => notify('success', t('edit.photoSaved')),
                onError: (error) => notify('error', describeError(error)),
              },
            )
          }
        />
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-bold break-words">
            {page.name}
          </h2>
          <Link to={`/artist/${page.id}`} className="text-sm font-semibold text-primary hover:underline">
            {t('viewPage')}
          </Link>
        </div>
      </div>
      <NumberTiles
        numbers={(['upcoming', 'past', 'views', 'followers'] as const).map((key) => ({
          key,
          label: t(`numbers.${key}`),
          value: page[key],
        }))}
      />
      <ArtistPageForm page={page} />
      <ArtistFollowers id={page.id} name={page.name} />
    </section>
  );
}

function ArtistPageForm({ page }: { page: TArtistPage }) {
  const { t } = useTranslation('artistAccount');
  const save = useUpdateArtistPage();
  const bioElId = useId();
  const bioEnId = useId();
  const [fields, setFields] = useState({
    bioEl: page.bio.el ?? '',
    bioEn: page.bio.en ?? '',
    instagram: page.igProfile?.username ?? '',
    website: page.igProfile?.website ?? '',
    spotifyId: page.spotifyId ?? '',
  });
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((now) => ({ ...now, [name]: value }));
  const textArea =
    'w-full rounded-xl border border-border bg-surface p-3 text-base text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30';
  return (
    <form
      className="space-y-4"
      aria-label={t('edit.title')}
      onSubmit={(submit) => {
        submit.preventDefault();
        save.mutate(
          {
            id: page.id,
            body: {
              bioEl: fields.bioEl,
              bioEn: fields.bioEn,
              instagram: fields.instagram,
              website: fields.website,
              spotifyId: fields.spotifyId,
            },
          },
          {
            onSuccess: () => notify('success', t('edit.saved')),
            onError: (error) => notify('error', describeError(error)),
          },
        );
      }}
    >
      <h3 className="font-semibold">{t('edit.title')}</h3>
      {(
        [
          ['bioEl', bioElId, t('edit.bioEl'), 'el'],
          ['bioEn', bioEnId, t('edit.bioEn'), 'en'],
        ] as const
      ).map(([name, id, label, lang]) => (
        <div key={name}>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
            {label}
          </label>
          <textarea
            id={id}
            lang={lang}
            rows={4}
            maxLength={2200}
            value={fields[name]}
            placeholder={t('edit.bioHint')}
            onChange={(change) => set(name)(change.target.value)}
            className={textArea}
          />
        </div>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('edit.instagram')}
          hint={t('edit.instagramHint')}
          value={fields.instagram}
          autoCapitalize="none"
          onChange={(change) => set('instagram')(change.target.value)}
        />
        <FormField
          label={t('edit.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.website}
          onChange={(change) => set('website')(change.target.value)}
        />
      </div>
      <FormField
        label={t('edit.spotifyId')}
        hint={t('edit.spotifyHint')}
        value={fields.spotifyId}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(change) => set('spotifyId')(change.target.value.trim())}
      />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
        {t('edit.save')}
      </Button>
    </form>
  );
}
