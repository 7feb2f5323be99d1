import { isValidUsername, suggestUsername } from '@glentia/core';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { decodeTokenPayload } from '../../../lib/jwt.ts';
import { useSession } from '../../../stores/session.ts';
import { useCompleteRegistration } from '../api/complete-registration.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { NameFields, UsernameField } from './account-fields.tsx';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `/register-social`: a new Google or Apple account chooses its username (names come pre-filled). */
export function RegisterSocialForm() {
  const { t } = useTranslation('auth');
  const claims = decodeTokenPayload(useSession.getState().jwt) ?? {};
  const [firstname, setFirstname] = useState(text(claims.given_name));
  const [lastname, setLastname] = useState(text(claims.family_name));
  const [username, setUsername] = useState(
    () =>
      suggestUsername(`${text(claims.given_name)} ${text(claims.family_name)}`.trim()) ||
      suggestUsername(text(claims.email)),
  );
  const complete = useCompleteRegistration();
  const finishLogin = useFinishLogin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete.mutate(
      { username: username.trim(), firstname: firstname.trim() || null, lastname: lastname.trim() || null },
      { onSuccess: (pair) => finishLogin(pair, null, '/home') },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField label={t('fields.email')} value={text(claims.email)} readOnly />
      <UsernameField value={username} onChange={setUsername} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstname={firstname}
          lastname={lastname}
          onFirstname={setFirstname}
          onLastname={setLastname}
        />
      </div>
      {complete.isError && <FormMessage>{describeError(complete.error)}</FormMessage>}
      <FormSubmit icon={Check} disabled={!isValidUsername(username.trim()) || complete.isPending}>
        {t('social.submit')}
      </FormSubmit>
    </form>
  );
}
