/**
 * Sign-in throttling of the local Supabase Auth: failed password sign-ins counted per client address and
 * per account (known or not, so the answer says nothing about which accounts exist) in a sliding window.
 * Over the limit, every sign-in of that address or account is refused with 429 and Retry-After, the right
 * password too, until the oldest failure leaves the window; a successful sign-in clears the account's count.
 */
export interface ThrottleLimit {
  failures: number;
  windowMs: number;
}

export interface SignInLimits {
  perAddress: ThrottleLimit;
  perAccount: ThrottleLimit;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { failures: 10, windowMs: 5 * 60_000 },
  perAccount: { failures: 5, windowMs: 10 * 60_000 },
};

/** Keys kept at most per kind; the oldest are forgotten first (memory stays bounded under a flood). */
const MAX_KEYS = 10_000;

class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit: ThrottleLimit) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - this.limit.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until the key may try again, or 0. */
  retryAfter(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit.failures) return 0;
    const oldest = recent[recent.length - this.limit.failures]!;
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - now) / 1000));
  }

  fail(key: string, now: number): void {
    const recent = this.recent(key, now);
    this.failures.delete(key);
    this.failures.set(key, [...recent, now]);
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key?: string): void {
    if (key === undefined) this.failures.clear();
    else this.failures.delete(key);
  }
}

export class SignInThrottle {
  private readonly byAddress: FailureWindow;
  private readonly byAccount: FailureWindow;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.byAddress = new FailureWindow(limits.perAddress);
    this.byAccount = new FailureWindow(limits.perAccount);
  }

  /** Seconds the address or the account must wait before a sign-in is considered, or 0. */
  retryAfter(address: string, account: string, now = Date.now()): number {
    return Math.max(this.byAddress.retryAfter(address, now), this.byAccount.retryAfter(account, now));
  }

  failed(address: string, account: string, now = Date.now()): void {
    this.byAddress.fail(address, now);
    this.byAccount.fail(account, now);
  }

  succeeded(account: string): void {
    this.byAccount.clear(account);
  }

  reset(): void {
    this.byAddress.clear();
    this.byAccount.clear();
  }
}
