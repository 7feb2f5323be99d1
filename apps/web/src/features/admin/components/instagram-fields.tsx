import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Field, fieldInputClass } from './field.tsx';

export interface InstagramDraft {
  username: string;
  website: string;
  biography: string;
  profilePicture: string;
}

export function instagramDraftOf(
  profile: {
    username: string;
    website?: string | null;
    biography?: string | null;
    profilePicture?: string | null;
  } | null,
): InstagramDraft {
  return {
    username: profile?.username ?? '',
    website: profile?.website ?? '',
    biography: profile?.biography ?? '',
    profilePicture: profile?.profilePicture ?? '',
  };
}

/**
 * The API's Instagram profile: none when every field is blank. A website (or a biography, a picture)
 * is kept without a username, and a username without a website.
 */
export function instagramBodyOf(draft: InstagramDraft) {
  const text = (value: string) => value.trim() || null;
  const fields = [draft.username, draft.website, draft.biography, draft.profilePicture];
  if (fields.every((value) => !value.trim())) return null;
  return {
    username: draft.username.trim(),
    website: text(draft.website),
    biography: text(draft.biography),
    profilePicture: text(draft.profilePicture),
  };
}

/** The Instagram profile fields of a venue or an artist; the username drives fetching posts. */
export function InstagramFields({
  value,
  onChange,
}: {
  value: InstagramDraft;
  onChange: (value: InstagramDraft) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const set = (patch: Partial<InstagramDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="space-y-4 rounded-2xl border border-border p-4">
      <legend className="px-1 font-bold">{t('venue.instagram')}</legend>
      <Field
        label={t('venue.igUsername')}
        value={value.username}
        placeholder="@"
        onChange={(e) => set({ username: e.target.value })}
      />
      <Field
        label={t('venue.igWebsite')}
        type="url"
        value={value.website}
        onChange={(e) => set({ website: e.target.value })}
      />
      <div>
        <label htmlFor={`${id}-bio`} className="mb-1.5 block font-semibold">
          {t('venue.igBiography')}
        </label>
        <textarea
          id={`${id}-bio`}
          rows={3}
          value={value.biography}
          onChange={(e) => set({ biography: e.target.value })}
          className={`${fieldInputClass} py-2`}
        />
      </div>
      <Field
        label={t('venue.igPicture')}
        type="url"
        value={value.profilePicture}
        onChange={(e) => set({ profilePicture: e.target.value })}
      />
    </fieldset>
  );
}
