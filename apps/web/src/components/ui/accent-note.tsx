import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A highlighted note with an icon, a bold title and a line of explanation (e.g. "waits for review"). */
export function AccentNote({
  icon: Icon,
  title,
  message,
  role,
  testId,
  className,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  message: string;
  /** `status` for a state the screen is in, `note` for a remark beside a form. */
  role: 'status' | 'note';
  testId: string;
  className?: string;
}) {
  return (
    <div
      role={role}
      data-testid={testId}
      className={cn('flex gap-3 rounded-2xl bg-accent-soft p-4 text-accent-soft-foreground', className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
    </div>
  );
}
