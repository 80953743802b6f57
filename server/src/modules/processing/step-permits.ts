/**
 * Permits for the CPU-bound part of processing jobs (the steps): MAX_CONCURRENT_JOBS per process. A job
 * gives its permit back while it only waits for LibreOffice to make its PDF copies, so another job's
 * steps run meanwhile and the PDF batches grow.
 */
export class StepPermits {
  private available: number;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    this.available = size;
  }

  /** Waits for a permit; the returned function gives it back (once, however often it is called). */
  async acquire(): Promise<() => void> {
    if (this.available > 0) this.available--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.available++;
    };
  }
}
