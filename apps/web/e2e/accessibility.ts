import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Resolves once every finite CSS animation and transition on the page has ended. A dialog that is
 * still fading in has half-transparent text, which axe rightly reports as too faint. A decoration
 * hidden from assistive technology (the home page's snow, which falls for up to 45 s) holds no text
 * and is not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return (
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().iterations === Infinity ||
        target?.closest('[aria-hidden="true"]') != null
      );
    }),
  );
}

/** The axe-core rule tags of WCAG 2.2 level AA: A and AA of 2.0, 2.1 and 2.2. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Every violation axe-core finds on the page once it has come to rest, of the rules `tags` name. */
async function violations(page: Page, tags: string[] | null): Promise<Violation[]> {
  await animationsFinished(page);
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 6).map((node) => node.target.join(' ')),
    }));
  }, tags);
}

const described = (violation: Violation) =>
  `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`;

/**
 * Serious and critical accessibility problems axe-core finds on the page once it has come to
 * rest, each as "rule: first few elements".
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  return (await violations(page, null))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(described);
}

/**
 * Every failure of WCAG 2.2 level AA that axe-core finds on the page once it has come to rest,
 * whatever its impact, each as "rule (impact): first few elements".
 */
export async function wcagProblems(page: Page): Promise<string[]> {
  return (await violations(page, WCAG22_AA)).map(described);
}
