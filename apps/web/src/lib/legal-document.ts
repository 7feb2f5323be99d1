/**
 * Glentia's legal documents (terms of use, privacy policy), read from the static HTML the server
 * publishes at `/legal/{name}_{el|en}.html` (SPEC §7): the one loader of the /terms and /privacy
 * pages and of the login sheet's dialogs, so both show the same text with the configured contact
 * address.
 */
import { queryOptions } from '@tanstack/react-query';
import { env } from '../config/env.ts';
import type { Language } from '../stores/session.ts';

export type LegalDocumentName = 'terms' | 'privacy';

/** The documents name this address; the configured one replaces it. */
const DOCUMENT_EMAIL = 'info@glentia.gr';

export function legalDocumentUrl(name: LegalDocumentName, language: Language): string {
  return `/legal/${name}_${language}.html`;
}

/**
 * The document's article as HTML: scripts, styles, frames and inline handlers are dropped (the files
 * are ours, but nothing executable should ever reach the page from them).
 */
export function extractLegalArticle(html: string, contactEmail = DOCUMENT_EMAIL): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const root = parsed.querySelector('article') ?? parsed.body;
  for (const element of root.querySelectorAll('script, style, iframe, object, embed, link, meta')) {
    element.remove();
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const value = attribute.value.trim().toLowerCase();
      if (attribute.name.startsWith('on') || value.startsWith('javascript:')) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  const article = root.innerHTML;
  return contactEmail === DOCUMENT_EMAIL ? article : article.split(DOCUMENT_EMAIL).join(contactEmail);
}

/** The article without its own heading, for a dialog whose title already names the document. */
export function withoutHeading(article: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${article}</body>`, 'text/html');
  parsed.body.querySelector('h1')?.remove();
  return parsed.body.innerHTML;
}

async function fetchLegalDocument(name: LegalDocumentName, language: Language, signal: AbortSignal) {
  const response = await fetch(legalDocumentUrl(name, language), {
    signal,
    headers: { Accept: 'text/html' },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('html')) {
    throw new Error(`legal document ${name}_${language}: HTTP ${response.status}`);
  }
  const html = await response.text();
  // The app's own page came back instead of a document: the file is missing.
  if (new DOMParser().parseFromString(html, 'text/html').getElementById('root')) {
    throw new Error(`legal document ${name}_${language}: missing`);
  }
  return extractLegalArticle(html, env.contactEmail);
}

/** A legal document's article in `language`, kept for the session (the files change only with a release). */
export function legalDocumentQueryOptions(name: LegalDocumentName, language: Language) {
  return queryOptions({
    queryKey: ['legal-document', name, language],
    queryFn: ({ signal }) => fetchLegalDocument(name, language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
