import { Ban, CheckCircle2, Clock3, History, XCircle } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { UploadedState } from '../lib/uploaded.ts';

const STATE_LOOK: Record<UploadedState, { icon: ComponentType<SVGProps<SVGSVGElement>>; className: string }> =
  {
    pending: { icon: Clock3, className: 'bg-accent-soft text-accent-soft-foreground' },
    rejected: { icon: XCircle, className: 'bg-danger/12 text-danger' },
    published: {
      icon: CheckCircle2,
      className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
    },
    canceled: { icon: Ban, className: 'bg-foreground/10 text-foreground' },
    past: { icon: History, className: 'bg-surface-muted text-muted' },
  };

/** The state of one event as a small coloured chip with an icon. */
export function UploadedStateChip({ state }: { state: UploadedState }) {
  const { t } = useTranslation('contribute');
  const { icon: Icon, className } = STATE_LOOK[state];
  return (
    <span
      data-testid="uploaded-state"
      data-state={state}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`uploaded.state.${state}`)}
    </span>
  );
}
