import { canSubmitPasswordChange, isValidPassword } from '@glentia/core';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { notify } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** `/reset-password?token=…`: the new password; success logs in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();
  const finishLogin = useFinishLogin();
  if (!token) {
    return (
      <div className="space-y-4">
        <FormMessage>{t('reset.missingToken')}</FormMessage>
        <Link to="/forgot-password" className={buttonClass({ variant: 'secondary', className: 'w-full' })}>
          {t('reset.requestNew')}
        </Link>
      </div>
    );
  }
  const canSubmit = canSubmitPasswordChange(password, confirmation) && isValidPassword(password);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(
      { token, password },
      {
        onSuccess: (pair) => {
          notify('success', t('reset.done'));
          finishLogin(pair, null);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      {reset.isError && (
        <div className="space-y-3">
          <FormMessage>{describeError(reset.error)}</FormMessage>
          <Link to="/forgot-password" className={buttonClass({ variant: 'secondary', className: 'w-full' })}>
            {t('reset.requestNew')}
          </Link>
        </div>
      )}
      <FormSubmit icon={KeyRound} disabled={!canSubmit || reset.isPending}>
        {t('reset.submit')}
      </FormSubmit>
    </form>
  );
}
