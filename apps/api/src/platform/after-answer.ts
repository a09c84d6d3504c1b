/** Where the queue says what failed: the app's (pino) logger fits. */
interface QueueLog {
  error(details: object, message: string): void;
}

/** Jobs waiting at most: beyond, a job is dropped and logged (the limits of the routes come well before). */
const MAX_WAITING = 1_000;

/**
 * Work a request hands over to run once its answer is sent, one job at a time, in this process: the
 * answer's time then says nothing of the work (an e-mail written for a known address, none for an
 * unknown one). Closing the app waits for the jobs queued.
 */
export class AfterAnswerQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly log: QueueLog) {}

  push(name: string, job: () => Promise<void>): void {
    if (this.waiting >= MAX_WAITING) {
      this.log.error({ job: name }, "Tâche abandonnée : file d'attente pleine");
      return;
    }
    this.waiting++;
    this.tail = this.tail
      // A turn of the event loop: the answer of the request that queued the job is written first.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch((error: unknown) => this.log.error({ err: error, job: name }, "Tâche en échec"))
      .finally(() => {
        this.waiting--;
      });
  }

  /** Resolves once every job queued so far has run. */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.tail;
      await seen;
    } while (seen !== this.tail);
  }
}
