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
}: {
  name: string;
  language: string | undefined;
  className?: string;
}) {
  const original = originalBeside(name, language);
  return (
    <>
      <span className={className}>{displayName(name, language)}</span>
      {original && (
        <span
          lang="el"
          data-testid="name-greek"
          className={cn('block text-sm font-normal text-muted', className)}
        >
          {original}
        </span>
      )}
    </>
  );
}
