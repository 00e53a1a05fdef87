/**
 * "Something changed", for waiters that would otherwise poll: `next()` resolves at the following
 * `notify()`. Take `next()` before checking the state, so that a change between the check and the
 * wait is not missed.
 */
export class ChangeSignal {
  private resolveNext: () => void = () => {};
  private nextChange: Promise<void> = this.renew();

  private renew(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.resolveNext = resolve;
    });
  }

  next(): Promise<void> {
    return this.nextChange;
  }

  notify(): void {
    const resolve = this.resolveNext;
    this.nextChange = this.renew();
    resolve();
  }
}
