import { useInfoTexts } from '../texts/use-info-texts.ts';
import { InfoPage } from './info-page.tsx';

const PARAGRAPHS = ['organisers', 'accuracy', 'content', 'links', 'ads'] as const;

export function DisclaimerPage() {
  const { disclaimer } = useInfoTexts();
  return (
    <InfoPage title={disclaimer.title}>
      <p className="mt-4 rounded-2xl bg-accent-soft p-4 font-medium text-pretty text-accent-soft-foreground">
        {disclaimer.short}
      </p>
      {PARAGRAPHS.map((key) => (
        <p key={key} className="mt-4 leading-relaxed text-pretty">
          {disclaimer.paragraphs[key]}
        </p>
      ))}
    </InfoPage>
  );
}
