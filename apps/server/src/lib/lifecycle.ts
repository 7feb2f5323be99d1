/**
 * Where this process is in its life: serving, or shutting down. A load balancer stops sending
 * requests once /api/ready says 503, which it does from the moment SIGTERM arrives.
 */
export class Lifecycle {
  private draining = false;

  get shuttingDown(): boolean {
    return this.draining;
  }

  beginShutdown(): void {
    this.draining = true;
  }
}
