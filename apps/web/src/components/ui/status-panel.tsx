import type { ReactNode } from 'react';

/** A centred message in place of a page that could not be shown: what happened and what to do. */
export function StatusPanel({
  title,
  message,
  children,
  alert = false,
  testId,
}: {
  title: string;
  message: string;
  /** Buttons or links. */
  children?: ReactNode;
  /** Announce it (for failures that happen after the page opened). */
  alert?: boolean;
  testId?: string;
}) {
  return (
    <section
      role={alert ? 'alert' : undefined}
      data-testid={testId}
      className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center py-12 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted">{message}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
