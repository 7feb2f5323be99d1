import { ChevronRight, Cookie, FileText, Mail, ScrollText, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { env } from '../../../config/env.ts';
import { Link } from '../../../lib/router/index.ts';
import { fill, useInfoTexts } from '../texts/use-info-texts.ts';
import { InfoPage } from './info-page.tsx';

type LinkKey = 'privacy' | 'cookies' | 'disclaimer' | 'terms' | 'contact';
const DOCUMENTS: ReadonlyArray<{ key: LinkKey; icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'privacy', icon: ShieldCheck },
  { key: 'cookies', icon: Cookie },
  { key: 'disclaimer', icon: TriangleAlert },
  { key: 'terms', icon: ScrollText },
  { key: 'contact', icon: Mail },
];

const FAQ = ['find', 'add', 'favorites', 'wrong'] as const;

/** SPEC §2 Help: links to privacy, cookies, disclaimer, terms, contact, and a disclaimer text. */
export function HelpPage() {
  const texts = useInfoTexts();
  const { help } = texts;
  return (
    <InfoPage title={help.title}>
      <p className="mt-3 text-pretty text-muted">{help.intro}</p>

      <TitledSection id="help-faq" title={help.faqTitle} className="mt-8">
        <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
          {FAQ.map((key) => (
            <details key={key} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                {help.faq[`${key}Q`]}
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-90"
                />
              </summary>
              <p className="px-4 pb-4 text-pretty text-muted">
                {fill(help.faq[`${key}A`], { email: env.contactEmail })}
              </p>
            </details>
          ))}
        </div>
      </TitledSection>

      <TitledSection id="help-documents" title={help.documentsTitle} className="mt-8">
        <ul className="grid gap-2 sm:grid-cols-2">
          {DOCUMENTS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Link
                to={`/${key}`}
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 font-semibold shadow-card transition-colors hover:bg-surface-muted"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" />
                <span className="flex-1">{help.links[key]}</span>
                <ChevronRight aria-hidden="true" className="size-5 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section
        aria-labelledby="help-disclaimer"
        className="mt-8 rounded-2xl bg-accent-soft p-5 text-accent-soft-foreground"
      >
        <h2 id="help-disclaimer" className="flex items-center gap-2 font-bold">
          <FileText aria-hidden="true" className="size-5" />
          {help.disclaimerTitle}
        </h2>
        <p className="mt-2 text-pretty">{texts.disclaimer.short}</p>
      </section>
    </InfoPage>
  );
}
