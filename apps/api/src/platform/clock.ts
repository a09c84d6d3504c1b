/** Where services read the current time: a dependency, so that tests move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class FakeClock implements Clock {
  private time: number;

  constructor(start: Date = new Date()) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }

  set(date: Date): void {
    this.time = date.getTime();
  }
}
