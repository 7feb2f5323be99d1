import { Music } from 'lucide-react';
import type { ReactNode } from 'react';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to register, to login, ...). */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: the brand, a title, one card. */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  return (
    <div className="mx-auto max-w-md py-6">
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-3 flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-card">
          <Music aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        {intro && <p className="mt-2 text-pretty text-muted">{intro}</p>}
      </div>
      <div className="rounded-3xl border border-border bg-surface p-5 shadow-card">{children}</div>
      {footer && <div className="mt-5 space-y-2 text-center text-sm">{footer}</div>}
    </div>
  );
}
