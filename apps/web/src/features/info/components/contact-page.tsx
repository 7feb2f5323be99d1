import { Mail } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { env } from '../../../config/env.ts';
import { useInfoTexts } from '../texts/use-info-texts.ts';
import { InfoPage } from './info-page.tsx';

const REASONS = ['missing', 'venue', 'artist', 'privacy', 'ads'] as const;

/** SPEC: the operator's address comes from configuration. */
export function ContactPage() {
  const { contact } = useInfoTexts();
  return (
    <InfoPage title={contact.title}>
      <p className="mt-4 leading-relaxed">{contact.intro}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-6">
        {REASONS.map((key) => (
          <li key={key}>{contact.reasons[key]}</li>
        ))}
      </ul>
      <div className="mt-8 rounded-3xl border border-border bg-surface p-6 text-center shadow-card">
        <p className="text-sm font-semibold text-muted">{contact.emailLabel}</p>
        <p className="mt-1 text-xl font-bold break-all" data-testid="contact-email">
          {env.contactEmail}
        </p>
        <a
          href={`mailto:${env.contactEmail}`}
          className={buttonClass({ variant: 'primary', className: 'mt-4' })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {contact.write}
        </a>
        <p className="mt-4 text-sm text-muted">{contact.reply}</p>
      </div>
    </InfoPage>
  );
}
