import { cn } from '../../lib/cn.ts';
import { displayName, originalBeside } from '../../lib/display-name.ts';

/**
 * A venue's or artist's name on a detail page: in English its Latin spelling with the Greek beside
 * it (so it can be matched with a sign or a poster), in Greek just the name.
 */
export function NameWithGreek({
  name,
  language,
  className,
  greekClassName = 'font-normal',
}: {
  name: string;
  language: string | undefined;
  /** Classes of the name. */
  className?: string;
  /** Classes of the Greek beside it, a smaller muted line: its weight (`font-normal` unless told). */
  greekClassName?: string;
}) {
  const original = originalBeside(name, language);
  return (
    <>
      <span className={className}>{displayName(name, language)}</span>
      {original && (
        <span lang="el" data-testid="name-greek" className={cn('block text-sm text-muted', greekClassName)}>
          {original}
        </span>
      )}
    </>
  );
}
