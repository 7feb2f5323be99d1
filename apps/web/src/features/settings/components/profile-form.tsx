import { isValidUsername } from '@glentia/core';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { NameFields, UsernameField } from '../../auth/components/account-fields.tsx';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** SPEC §2 Profile: e-mail read-only, username, first and last name; toasts for the outcome (SPEC §8). */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const profile = useProfile();
  const update = useUpdateProfile();
  const [username, setUsername] = useState('');
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');

  useEffect(() => {
    if (!profile.data) return;
    setUsername(profile.data.username);
    setFirstname(profile.data.firstname ?? '');
    setLastname(profile.data.lastname ?? '');
  }, [profile.data]);

  if (profile.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (profile.isError)
    return (
      <p role="alert" className="text-danger">
        {describeError(profile.error)}
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { username: username.trim(), firstname: firstname.trim() || null, lastname: lastname.trim() || null },
      {
        onSuccess: () => notify('success', t('profile.saved')),
        onError: (error) => notify('error', describeError(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField
        label={ta('fields.email')}
        value={profile.data.email}
        readOnly
        hint={t('profile.emailReadOnly')}
      />
      <UsernameField value={username} onChange={setUsername} required={false} />
      <NameFields
        firstname={firstname}
        lastname={lastname}
        onFirstname={setFirstname}
        onLastname={setLastname}
      />
      <FormSubmit icon={Save} disabled={update.isPending || !isValidUsername(username.trim())}>
        {t('profile.save')}
      </FormSubmit>
    </form>
  );
}
