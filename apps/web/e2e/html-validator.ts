/**
 * The Nu HTML Checker (the W3C's validator, npm package `vnu-jar`) over many documents at once:
 * the checker is a Java program whose start costs seconds, so every page of a run is checked in
 * one invocation.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface HtmlProblem {
  /** The name the document was given. */
  document: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's jar, shipped inside the npm package. */
function vnuJar(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

/** Fails with what to do when the machine has no Java to run the checker on. */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The HTML check runs the Nu HTML Checker, which needs Java 17 or newer, and `java` was not found. ' +
        'Install it (Debian: apt-get install -y openjdk-17-jre-headless) and run the test again.',
    );
  }
}

/** The errors (not warnings) the checker finds in each named HTML document. */
export function checkHtml(documents: ReadonlyArray<{ name: string; html: string }>): HtmlProblem[] {
  requireJava();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'glentia-html-'));
  try {
    const files = documents.map(({ name, html }, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const result = spawnSync(
      'java',
      [
        '-jar',
        vnuJar(),
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files.map((f) => f.file),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.error || result.status !== 0) {
      throw new Error(`The Nu HTML Checker did not run: ${result.error?.message ?? result.stderr}`);
    }
    const { messages } = JSON.parse(result.stdout) as { messages: VnuMessage[] };
    const nameOf = (url: string | undefined) =>
      files.find(({ file }) => url && decodeURIComponent(url).endsWith(file))?.name ?? String(url);
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        document: nameOf(message.url),
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
