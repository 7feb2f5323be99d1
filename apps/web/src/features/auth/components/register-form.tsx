import { isValidPassword, isValidUsername } from '@glentia/core';
import { MailCheck, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRegister } from '../api/register.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { EmailField, UsernameField } from './account-fields.tsx';
import { PasswordField } from './password-field.tsx';

/** `/register`: e-mail, username and password; then "check your e-mail". */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();
  const resend = useResendVerification();
  const canSubmit = email.includes('@') && isValidUsername(username.trim()) && isValidPassword(password);

  if (register.isSuccess) {
    return (
      <div className="space-y-4 text-center" data-testid="register-sent">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
        <h2 className="text-xl font-bold">{t('register.sentTitle')}</h2>
        <p className="text-pretty text-muted">{t('register.sentMessage', { email: email.trim() })}</p>
        <button
          type="button"
          onClick={() => resend.mutate(email.trim())}
          disabled={resend.isPending || resend.isSuccess}
          className={buttonClass({ variant: 'secondary', className: 'w-full' })}
        >
          {t('register.resend')}
        </button>
        {resend.isSuccess && <FormMessage tone="success">{t('login.resent')}</FormMessage>}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ email: email.trim(), username: username.trim(), password });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <EmailField value={email} onChange={setEmail} />
      <UsernameField value={username} onChange={setUsername} />
      <PasswordField
        label={t('fields.password')}
        name="new-password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {register.isError && <FormMessage>{describeError(register.error)}</FormMessage>}
      <FormSubmit icon={UserPlus} disabled={!canSubmit || register.isPending}>
        {t('register.submit')}
      </FormSubmit>
    </form>
  );
}
