import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { EmailField } from './account-fields.tsx';

/** `/forgot-password`: asks for a link to choose a new password. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const forgot = useForgotPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };
  if (forgot.isSuccess)
    return <FormMessage tone="success">{t('forgot.sent', { email: email.trim() })}</FormMessage>;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <EmailField value={email} onChange={setEmail} />
      {forgot.isError && <FormMessage>{describeError(forgot.error)}</FormMessage>}
      <FormSubmit icon={Send} disabled={!email.includes('@') || forgot.isPending}>
        {t('forgot.submit')}
      </FormSubmit>
    </form>
  );
}
