import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { registerWebPushAfterLogin } from '../../../lib/push/web-push.ts';
import { Link } from '../../../lib/router/index.ts';
import { useSession } from '../../../stores/session.ts';
import { authKeys } from '../api/keys.ts';
import { verifyEmail } from '../api/verify-email.ts';

/** `/verify-email?token=…`: confirms the address once (the link works once) and logs in. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const query = useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (!query.data) return;
    useSession.getState().setTokens(query.data.access_token, query.data.refresh_token);
    void registerWebPushAfterLogin();
  }, [query.data]);

  if (token && query.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-6">
        <Spinner label={t('verify.checking')} />
        <p className="text-muted">{t('verify.checking')}</p>
      </div>
    );
  }
  if (query.data) {
    return (
      <div className="space-y-4 text-center" data-testid="verify-done">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
        <p className="text-lg font-semibold text-pretty">{t('verify.done')}</p>
        <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg', className: 'w-full' })}>
          {t('verify.start')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <FormMessage>{query.error ? describeError(query.error) : t('verify.invalid')}</FormMessage>
      <p className="text-sm text-muted">{t('verify.failed')}</p>
      <Link to="/login" className={buttonClass({ variant: 'secondary', className: 'w-full' })}>
        {t('verify.toLogin')}
      </Link>
    </div>
  );
}
