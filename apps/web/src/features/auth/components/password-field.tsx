import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          className={buttonClass({
            variant: 'custom',
            size: 'icon',
            className: 'text-muted hover:bg-surface-muted',
          })}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
