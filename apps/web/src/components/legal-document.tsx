/**
 * A legal document of Glentia (terms of use, privacy policy) in the interface language, drawn in the
 * app's own typography on the /terms and /privacy pages (lib/legal-document.ts loads it).
 */
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.ts';
import { type LegalDocumentName, legalDocumentQueryOptions } from '../lib/legal-document.ts';
import { useNavigate } from '../lib/router/index.ts';
import { buttonClass } from './ui/button.ts';
import { Skeleton } from './ui/skeleton.tsx';

/** Typography for the documents' plain HTML, in both themes. */
const PROSE = cn(
  'leading-relaxed text-foreground',
  '[&_h1]:text-3xl [&_h1]:leading-tight [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-balance',
  '[&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_.updated]:text-sm [&_.updated]:text-muted',
  '[&_table]:mt-4 [&_table]:block [&_table]:w-full [&_table]:text-sm md:[&_table]:table',
  '[&_th]:border [&_th]:border-border [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left [&_th]:align-top',
  '[&_td]:border [&_td]:border-border [&_td]:p-2 [&_td]:align-top',
  // Phones: each table row becomes a small card, every cell headed by its column's name.
  'max-md:[&_thead]:sr-only max-md:[&_tbody]:block max-md:[&_tr]:mb-3 max-md:[&_tr]:block max-md:[&_tr]:overflow-hidden max-md:[&_tr]:rounded-xl max-md:[&_tr]:border max-md:[&_tr]:border-border max-md:[&_tr]:bg-surface',
  'max-md:[&_td]:block max-md:[&_td]:border-0 max-md:[&_td]:px-3 max-md:[&_td]:py-2',
  'max-md:[&_td]:before:block max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold max-md:[&_td]:before:text-muted max-md:[&_td]:before:content-[attr(data-label)]',
);

interface LegalDocumentProps {
  name: LegalDocumentName;
  /** Leave out the document's own heading, e.g. inside a dialog that has its title. */
  hideTitle?: boolean;
  className?: string;
}

export function LegalDocument({ name, hideTitle = false, className }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const query = useQuery(legalDocumentQueryOptions(name, language));

  // Links between the documents and to app pages stay inside the app instead of reloading it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.target) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('legal.loading')} className={cn('space-y-3', className)}>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className={cn('rounded-2xl border border-danger/40 bg-surface p-5 text-center', className)}
      >
        <p className="font-semibold">{t('legal.error')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClass({ variant: 'primary', className: 'mt-3' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('legal.retry')}
        </button>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only intercepts clicks on the links inside, which are keyboard-reachable themselves
    <div
      lang={language}
      data-testid={`legal-${name}`}
      onClick={onClick}
      className={cn(PROSE, hideTitle && '[&_h1]:sr-only', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own static document, cleaned by extractLegalArticle
      dangerouslySetInnerHTML={{ __html: query.data }}
    />
  );
}
