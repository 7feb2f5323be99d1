import { describe, expect, it } from 'vitest';
import { SharedJobs } from './shared-jobs.ts';

describe('jobs shared by key', () => {
  it('runs one job for callers asking at once, and a new one once it has settled', async () => {
    const jobs = new SharedJobs<number>();
    let started = 0;
    const job = async () => ++started;
    expect(await Promise.all([jobs.run('a', job), jobs.run('a', job), jobs.run('b', job)])).toEqual([
      1, 1, 2,
    ]);
    expect(await jobs.run('a', job)).toBe(3);
  });

  it('lets a failed job be tried again', async () => {
    const jobs = new SharedJobs<string>();
    await expect(jobs.run('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await jobs.run('a', async () => 'yes')).toBe('yes');
  });
});
