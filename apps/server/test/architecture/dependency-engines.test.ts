/**
 * Every installed package runs on the Node the project names (package.json `engines.node`) and on
 * the one running the tests: a dependency whose `engines` leave either out is a warning at `npm ci`
 * today and a crash after its next release. Where a newer major needs a newer Node, package.json
 * `overrides` keeps the last release that supports ours; the checks below show the dependents still
 * work with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import staticFiles from '@fastify/static';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, serverRoot } from '../../src/lib/paths.ts';

const root = repositoryRoot();
const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** Installed packages whose `engines.node` leaves out `version`, as `path@version needs range`. */
function excluding(version: string): string[] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!where || !range || semver.satisfies(version, range)) return [];
    return [`${where}@${entry.version} needs node ${range}`];
  });
}

describe('dependency engines', () => {
  it('the project names a Node range with a lowest version', () => {
    expect(semver.minVersion(project.engines.node)?.version).toBe('20.19.0');
  });

  it('every installed package supports the lowest Node the project names', () => {
    const lowest = semver.minVersion(project.engines.node)!.version;
    expect(excluding(lowest)).toEqual([]);
  });

  it('every installed package supports the Node running this test', () => {
    expect(semver.satisfies(process.versions.node, project.engines.node)).toBe(true);
    expect(excluding(process.versions.node)).toEqual([]);
  });

  it('Fastify’s inject sends cookies and @fastify/static names a download, on the overridden versions', async () => {
    const app = Fastify();
    await app.register(staticFiles, { root: serverRoot(), serve: false });
    app.get('/cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
    app.get('/download', (_request, reply) => reply.download('package.json', 'Γλέντι.json'));
    try {
      const cookie = await app.inject({ url: '/cookie', cookies: { theme: 'dark', lang: 'el' } });
      expect(cookie.json()).toEqual({ cookie: 'theme=dark; lang=el' });
      const download = await app.inject({ url: '/download' });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="??????.json"; filename*=UTF-8''${encodeURIComponent('Γλέντι')}.json`,
      );
    } finally {
      await app.close();
    }
  });
});
