import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useImportEvent } from '../api/import-event.ts';

/** Paste a page's address; Glentia reads it into a draft that opens in the event form. */
export function ImportUrlDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [url, setUrl] = useState('');
  const importing = useImportEvent();
  const result = importing.data;

  useEffect(() => {
    if (open) {
      setUrl('');
      importing.reset();
    }
  }, [open, importing.reset]);

  return (
    <Dialog
      open={open}
      title={t('import.title')}
      onClose={onClose}
      footer={
        result ? (
          <>
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
              {t('common.close')}
            </button>
            <Link to={`/glenti/edit/${result.draftId}`} className={buttonClass()}>
              {t('import.open')}
            </Link>
          </>
        ) : (
          <>
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              form={`${id}-form`}
              disabled={importing.isPending || !url.trim()}
              className={buttonClass()}
            >
              {importing.isPending ? t('import.working') : t('import.submit')}
            </button>
          </>
        )
      }
    >
      {result ? (
        <div role="status" className="space-y-2">
          <p className="font-medium text-foreground">{t('import.done')}</p>
          {result.missing.length > 0 && (
            <p>
              {t('import.missing', {
                fields: result.missing.map((field) => t(`import.fields.${field}`)).join(', '),
              })}
            </p>
          )}
        </div>
      ) : (
        <form
          id={`${id}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            importing.mutate({ url: url.trim() });
          }}
        >
          <label htmlFor={id} className="block font-semibold text-foreground">
            {t('import.url')}
          </label>
          <input
            id={id}
            type="url"
            inputMode="url"
            required
            placeholder="https://"
            value={url}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setUrl(event.target.value)}
            className="mt-1.5 min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm">
            {t('import.hint')}
          </p>
          {importing.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-danger">
              {describeError(importing.error)}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
