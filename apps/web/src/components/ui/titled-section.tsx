import type { ReactNode } from 'react';

/** A part of a page named by its own heading (`aria-labelledby`), so it reads as a region. */
export function TitledSection({
  id,
  title,
  children,
  className,
  headingClassName = 'mb-3 text-xl font-bold',
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
