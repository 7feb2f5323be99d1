import { useInfoTexts } from '../texts/use-info-texts.ts';

/** SPEC §9: loading spinner size 80. */
export const LOADING_SPINNER_SIZE = 80;

/** `/loading`: a page that only says Glentia is getting ready (used while a sign-in completes). */
export function LoadingPage() {
  const { loadingPage } = useInfoTexts();
  return (
    <section className="flex min-h-[65dvh] flex-col items-center justify-center gap-6 py-12 text-center">
      <span role="status" className="inline-flex flex-col items-center gap-6">
        <span
          aria-hidden="true"
          data-testid="loading-spinner"
          style={{ width: LOADING_SPINNER_SIZE, height: LOADING_SPINNER_SIZE }}
          className="animate-spin rounded-full border-[6px] border-primary-soft border-t-primary"
        />
        <span className="text-lg font-semibold">{loadingPage.label}</span>
      </span>
      <p className="max-w-sm text-muted">{loadingPage.message}</p>
    </section>
  );
}
