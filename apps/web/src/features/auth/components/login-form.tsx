import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
import { useLogin } from '../api/login.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { EmailField } from './account-fields.tsx';
import { PasswordField } from './password-field.tsx';
import { SocialButtons, useHasSocialProviders } from './social-buttons.tsx';

/** `/login`: e-mail and password, then Apple and Google when offered. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const resend = useResendVerification();
  const finishLogin = useFinishLogin();
  const hasSocial = useHasSocialProviders();
  const socialError = params.get('socialError');
  const notVerified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_VERIFIED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resend.reset();
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: (pair) => finishLogin(pair, params.get('redirect')) },
    );
  };

  return (
    <div className="space-y-5">
      {socialError && (
        <FormMessage>
          {socialError === 'unavailable' ? t('login.socialUnavailable') : t('login.socialFailed')}
        </FormMessage>
      )}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {login.isError && <FormMessage>{describeError(login.error)}</FormMessage>}
        {notVerified && (
          <button
            type="button"
            onClick={() => resend.mutate(email.trim())}
            disabled={resend.isPending || resend.isSuccess}
            className={buttonClass({ variant: 'secondary', className: 'w-full' })}
          >
            {t('login.resend')}
          </button>
        )}
        {resend.isSuccess && <FormMessage tone="success">{t('login.resent')}</FormMessage>}
        <FormSubmit icon={LogIn} disabled={login.isPending || !email.trim() || !password}>
          {t('login.submit')}
        </FormSubmit>
        <p className="text-center">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </p>
      </form>
      {hasSocial && (
        <>
          <div className="flex items-center gap-3 text-sm text-muted">
            <span className="h-px flex-1 bg-border" />
            {t('login.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <div className="space-y-3">
            <SocialButtons />
          </div>
        </>
      )}
    </div>
  );
}
