import { canSubmitPasswordChange } from '@glentia/core';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useAccountTexts } from '../../../locales/lazy/account.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** SPEC §2/§5 Security: new password and confirmation; the button works only when both match. */
export function SecurityForm() {
  const { t } = useAccountTexts();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const update = useUpdatePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitPasswordChange(password, confirmation)) return;
    update.mutate(password, {
      onSuccess: () => {
        notify('success', t('security.changed'));
        setPassword('');
        setConfirmation('');
      },
      onError: (error) => notify('error', describeError(error)),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <button
        type="submit"
        disabled={!canSubmitPasswordChange(password, confirmation) || update.isPending}
        className={buttonClass({ variant: 'primary', size: 'lg', className: 'w-full' })}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t('security.save')}
      </button>
    </form>
  );
}
