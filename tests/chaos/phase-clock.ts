/** Where a chaos session spends its time: laps between named checkpoints, summed over sessions. */
export class PhaseClock {
  private last = Date.now();
  readonly laps = new Map<string, number>();

  /** The time since the previous lap (or the start) was spent on `phase`. */
  lap(phase: string): void {
    const now = Date.now();
    this.laps.set(phase, (this.laps.get(phase) ?? 0) + now - this.last);
    this.last = now;
  }
}

/** "load 1.8 s, form 0.9 s, …": the mean time per session of each phase, over all sessions. */
export function describePhases(clocks: PhaseClock[]): string {
  const totals = new Map<string, number>();
  for (const clock of clocks) {
    for (const [phase, ms] of clock.laps) totals.set(phase, (totals.get(phase) ?? 0) + ms);
  }
  const sessions = Math.max(1, clocks.length);
  return [...totals].map(([phase, ms]) => `${phase} ${(ms / sessions / 1000).toFixed(1)} s`).join(', ');
}
