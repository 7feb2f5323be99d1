import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';

/** SPEC §8: an unknown event is told in a dialog; dismissing it goes to the event search. */
export function EventNotFoundDialog() {
  const { t } = useTranslation('eventPage');
  const navigate = useNavigate();
  const dismiss = () => navigate('/glentia', { replace: true });
  return (
    <Dialog
      open
      onClose={dismiss}
      title={t('notFound.title')}
      role="alertdialog"
      footer={
        <button type="button" onClick={dismiss} className={buttonClass({ variant: 'primary' })}>
          {t('notFound.ok')}
        </button>
      }
    >
      <p className="text-muted">{t('notFound.message')}</p>
    </Dialog>
  );
}
