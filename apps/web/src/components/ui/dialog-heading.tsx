import * as Radix from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

interface DialogHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  closeLabel?: string;
  className?: string;
  /** Classes of the title and description (e.g. `sr-only`, a top padding). */
  textClassName?: string;
  /** Classes of the title's size, in place of `text-lg leading-snug`. */
  titleClassName?: string;
  closeClassName?: string;
}

/** The title line of a Dialog or Sheet: the title that names it, its description, the close button. */
export function DialogHeading({
  title,
  description,
  icon,
  closeLabel,
  className,
  textClassName,
  titleClassName,
  closeClassName,
}: DialogHeadingProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      {icon}
      <div className={cn('min-w-0 flex-1', textClassName)}>
        <Radix.Title className={cn(titleClassName ?? 'text-lg leading-snug', 'font-bold')}>
          {title}
        </Radix.Title>
        {description && (
          <Radix.Description className="mt-1 text-sm text-muted">{description}</Radix.Description>
        )}
      </div>
      {closeLabel && (
        <Radix.Close asChild>
          <Button variant="ghost" size="icon" aria-label={closeLabel} className={cn('-mr-2', closeClassName)}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </Radix.Close>
      )}
    </div>
  );
}
