/**
 * Calls `fn` every `periodMs` on a fixed schedule, as a terminal's clock does. Node's setInterval
 * re-arms from the moment its callback ran, so on a busy process every late call pushes all later
 * ones back and a fleet reports measurably slower than asked. Here a late call shortens the wait
 * for the next one; after a stall longer than a period, one call catches up and the others are
 * dropped rather than bunched.
 */
export class Periodic {
  private timer: NodeJS.Timeout | null = null;
  private due: number;
  private readonly onTimer = () => this.fire();

  constructor(
    private readonly periodMs: number,
    private readonly fn: () => void,
  ) {
    this.due = performance.now() + periodMs;
    this.arm();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    this.timer = setTimeout(this.onTimer, Math.max(0, this.due - performance.now()));
  }

  private fire(): void {
    this.fn();
    // fn may have stopped this timer
    if (!this.timer) return;
    this.due = Math.max(this.due + this.periodMs, performance.now());
    this.arm();
  }
}
