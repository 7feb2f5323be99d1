import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { Link } from '../../../lib/router/index.ts';
import { useInfoTexts } from '../texts/use-info-texts.ts';
import { InfoPage } from './info-page.tsx';

const ITEMS = ['consent', 'session', 'device', 'kept', 'offline'] as const;

export function CookiesPage() {
  const { cookies, help } = useInfoTexts();
  return (
    <InfoPage title={cookies.title}>
      <p className="mt-4 leading-relaxed text-pretty">{cookies.intro}</p>
      <TitledSection id="cookies-stored" title={cookies.tableCaption} className="mt-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {ITEMS.map((key) => (
            <li key={key} className="rounded-2xl border border-border bg-surface p-4 shadow-card">
              <h3 className="font-mono text-sm font-bold break-words">{cookies.items[key].name}</h3>
              <dl className="mt-2 space-y-2 text-sm">
                <div>
                  <dt className="text-xs font-semibold text-muted">{cookies.columns.purpose}</dt>
                  <dd>{cookies.items[key].purpose}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-muted">{cookies.columns.duration}</dt>
                  <dd>{cookies.items[key].duration}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </TitledSection>
      <p className="mt-6 leading-relaxed text-pretty">{cookies.thirdParty}</p>
      <p className="mt-4 leading-relaxed text-pretty">{cookies.manage}</p>
      <p className="mt-4">
        <Link to="/privacy" className="font-semibold text-primary underline underline-offset-2">
          {help.links.privacy}
        </Link>
      </p>
    </InfoPage>
  );
}
