import { queryOptions, useQuery } from '@tanstack/react-query';

export type LegalDocument = 'terms' | 'privacy';

/**
 * SPEC §7: `GET /legal/{terms,privacy}_{el,en}.html`, Greek for a Greek interface, otherwise
 * English. Returns the document's article without its heading, scripts, styles or inline event handlers.
 */
export async function getLegalDocument(document: LegalDocument, language: 'el' | 'en', signal?: AbortSignal) {
  const response = await fetch(`/legal/${document}_${language}.html`, { signal: signal ?? null });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('html')) throw new Error(`No ${document} document (${response.status})`);
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  // The app's own page came back instead of a document: the file is missing.
  if (parsed.getElementById('root')) throw new Error(`No ${document} document`);
  for (const element of parsed.body.querySelectorAll('script, style, iframe, object, embed, link, meta'))
    element.remove();
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('on') || /^\s*javascript:/i.test(attribute.value))
        element.removeAttribute(attribute.name);
    }
  }
  // The dialog shows the document's name as its own title: drop the document's heading, wherever
  // the file nests it (it sits inside <main><article>, out of reach of a first-child rule).
  parsed.body.querySelector('h1')?.remove();
  return (parsed.body.querySelector('article') ?? parsed.body).innerHTML;
}

export function legalDocumentQueryOptions(document: LegalDocument, language: 'el' | 'en') {
  return queryOptions({
    queryKey: ['legal', document, language],
    queryFn: ({ signal }) => getLegalDocument(document, language, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export function useLegalDocument(document: LegalDocument, language: 'el' | 'en', enabled: boolean) {
  return useQuery({ ...legalDocumentQueryOptions(document, language), enabled });
}
