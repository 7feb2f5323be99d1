import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The frame of an information page: a readable column with the page's heading. */
export function InfoPage({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <article className={cn('mx-auto max-w-2xl px-1 pt-4 pb-8', className)}>
      {title && <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance">{title}</h1>}
      {children}
    </article>
  );
}
