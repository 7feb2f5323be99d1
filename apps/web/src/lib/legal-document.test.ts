import { describe, expect, it } from 'vitest';
import { extractLegalArticle, legalDocumentUrl } from './legal-document.ts';

const DOCUMENT = `<!doctype html><html lang="el"><head><style>body{}</style><script>alert(1)</script></head>
<body><main><article class="legal"><h1>Πολιτική απορρήτου</h1>
<p onclick="steal()">Γράψε στο <a href="mailto:info@glentia.gr">info@glentia.gr</a>.</p>
<a href="javascript:alert(2)">κακό</a><script>alert(3)</script><embed type="text/html" />
</article></main></body></html>`;

describe('legal documents', () => {
  it('names the document of each language', () => {
    expect(legalDocumentUrl('privacy', 'el')).toBe('/legal/privacy_el.html');
    expect(legalDocumentUrl('terms', 'en')).toBe('/legal/terms_en.html');
  });

  it('keeps the article and drops anything executable', () => {
    const html = extractLegalArticle(DOCUMENT);
    expect(html).toContain('<h1>Πολιτική απορρήτου</h1>');
    expect(html).toContain('href="mailto:info@glentia.gr"');
    expect(html).not.toMatch(/script|embed|onclick|javascript:|<style/i);
  });

  it('writes the configured contact address in place of the default one', () => {
    const html = extractLegalArticle(DOCUMENT, 'hello@example.gr');
    expect(html).toContain('href="mailto:hello@example.gr"');
    expect(html).toContain('>hello@example.gr<');
    expect(html).not.toContain('info@glentia.gr');
  });
});
