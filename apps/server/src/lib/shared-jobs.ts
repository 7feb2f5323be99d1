/**
 * Jobs by key that run one at a time: whoever asks for a key whose job is under way joins it
 * instead of starting another (many phones asking at once for a picture's copy make it once).
 * Once the job has settled, the next ask starts a new one.
 */
export class SharedJobs<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, job: () => Promise<T>): Promise<T> {
    let promise = this.running.get(key);
    if (!promise) {
      promise = job().finally(() => this.running.delete(key));
      this.running.set(key, promise);
    }
    return promise;
  }
}
