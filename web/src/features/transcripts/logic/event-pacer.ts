// Paces a load's events onto the page: the first screen's at once, the next ones only after the page has rendered what it took before.

/**
 * Longest time one step spends taking queued events (ms): a step always takes one, then more while
 * this lasts, so a page that falls behind a fast parse catches up without a long task.
 */
export const PACE_STEP_MS = 8;
/**
 * Frames the first screen is drawn in: the page around the message list, then the rows in view (the
 * list draws no row in its first frame, useVirtualWindow). Later steps wait for no frame.
 */
export const FIRST_STEP_FRAMES = 2;

/** How a pacer reaches the page: its steps, the wait for drawn frames, and the clock. */
export interface PacerHooks<Event> {
  /** Takes one event into what the next `show` renders (e.g. appends its messages). */
  take: (event: Event) => void;
  /** Renders every event taken since the last call; the page calls `rendered` once that is committed. */
  show: () => void;
  /** Runs `run` once `frames` frames after now are drawn (0: in a task); returns its cancel. */
  afterFrames: (frames: number, run: () => void) => () => void;
  now: () => number;
}

/**
 * Hands a load's events to the page in order, a step at a time: an event arriving while the page
 * has rendered every step is taken and shown at once (the first batch, and each batch of a load
 * that arrives slower than the page renders); events arriving before the page has committed the
 * last step wait, and are taken in one step after it: once the first screen is drawn
 * (FIRST_STEP_FRAMES) for the first, in the next task for the others. A step takes one event until
 * the first screen is drawn, then one and more while PACE_STEP_MS lasts. So the first screen's
 * messages are drawn before the page takes more, however many batches the parsing Web Worker has
 * posted meanwhile, and the page never renders more than one step at a time. `deferToTask` holds
 * the events pushed until the next task (a load's events replayed inside another task's work).
 * After `stop` nothing is taken or shown. A step whose show never commits (the page ignores it)
 * leaves the pacer waiting, which only happens to a load the page no longer shows.
 */
export class EventPacer<Event> {
  readonly #hooks: PacerHooks<Event>;
  #queue: Event[] = [];
  /** Whether a step was shown that the page has not rendered (and, for the first, drawn) yet. */
  #waiting = false;
  /** Whether the first screen is drawn: until then a step takes one event. */
  #drewFirst = false;
  #cancelWait: (() => void) | null = null;
  #stopped = false;

  constructor(hooks: PacerHooks<Event>) {
    this.#hooks = hooks;
  }

  /** Queues `event`; takes and shows it at once when the page has rendered every earlier step. */
  push(event: Event): void {
    if (this.#stopped) return;
    this.#queue.push(event);
    if (!this.#waiting) this.#step();
  }

  /** The page has committed the last step: the queued events follow (see the class). */
  rendered(): void {
    if (this.#stopped || !this.#waiting || this.#cancelWait) return;
    this.#release(this.#drewFirst ? 0 : FIRST_STEP_FRAMES, true);
  }

  /**
   * Queues the events pushed from now until the next task, which takes them as a step: for events
   * replayed inside another task's work (a load taken over in React's effects after the
   * hydration), so their first step is a task of its own. Does nothing while the pacer waits already.
   */
  deferToTask(): void {
    if (this.#stopped || this.#waiting) return;
    this.#waiting = true;
    this.#release(0, this.#drewFirst);
  }

  /** Drops the queued events and the wait; later calls do nothing. */
  stop(): void {
    this.#stopped = true;
    this.#queue = [];
    this.#cancelWait?.();
    this.#cancelWait = null;
  }

  /** After `frames` frames (0: in a task), ends the wait and takes the queued events; `drew`: the first screen is drawn by then. */
  #release(frames: number, drew: boolean): void {
    this.#cancelWait = this.#hooks.afterFrames(frames, () => {
      this.#cancelWait = null;
      this.#waiting = false;
      this.#drewFirst = drew;
      if (this.#queue.length) this.#step();
    });
  }

  #step(): void {
    const { take, show, now } = this.#hooks;
    const start = now();
    let index = 0;
    do {
      take(this.#queue[index] as Event);
      index += 1;
    } while (this.#drewFirst && index < this.#queue.length && now() - start < PACE_STEP_MS);
    this.#queue.splice(0, index);
    this.#waiting = true;
    show();
  }
}

/**
 * Longest wait for an idle moment after the first screen's frames (ms): a page kept busy still
 * takes the next events this soon.
 */
export const PACE_IDLE_TIMEOUT_MS = 100;

/** Runs `run` in a new task through a MessageChannel (not clamped, nor throttled in background tabs as timers are). */
function inTask(run: () => void): () => void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(null);
  return () => port1.close();
}

/**
 * Runs `run` after the `frames`-th animation frame from now is drawn, once the page is idle (so the
 * renders those frames set off, such as the list's rows, come first; requestIdleCallback, at most
 * PACE_IDLE_TIMEOUT_MS later, or a task where it is missing); with 0 frames in a task at once.
 * Returns the function that cancels it. A hidden document draws no frame (and would hold the load
 * until shown): there `run` follows in a task at once.
 */
export function afterFrames(frames: number, run: () => void): () => void {
  if (frames <= 0 || document.hidden) return inTask(run);
  let left = frames;
  let cancelRun = () => {};
  const tick = () => {
    left -= 1;
    if (left > 0) frame = requestAnimationFrame(tick);
    else if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(run, { timeout: PACE_IDLE_TIMEOUT_MS });
      cancelRun = () => cancelIdleCallback(idle);
    } else cancelRun = inTask(run);
  };
  let frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    cancelRun();
  };
}
