// Paces a load's events onto the page: the first at once, the next ones only after the page has drawn what it took before.

/**
 * Longest time one step spends taking queued events (ms): a step always takes one, then more while
 * this lasts, so a page that falls behind a fast parse catches up without a long task.
 */
export const PACE_STEP_MS = 8;
/**
 * Frames the page draws the first step in: the page around the message list, then the rows in view
 * (the list draws no row in its first frame, useVirtualWindow). Later steps wait for one frame.
 */
export const FIRST_STEP_FRAMES = 2;

/** How a pacer reaches the page: its steps, the wait for a drawn frame, and the clock. */
export interface PacerHooks<Event> {
  /** Takes one event into what the next `show` renders (e.g. appends its messages). */
  take: (event: Event) => void;
  /** Renders every event taken since the last call; the page calls `drawn` once that is drawn. */
  show: () => void;
  /** Runs `run` once `frames` frames after now are drawn; returns the function that cancels it. */
  afterFrames: (frames: number, run: () => void) => () => void;
  now: () => number;
}

/**
 * Hands a load's events to the page in order, one step at a time: an event arriving while the page
 * has drawn everything is taken and shown at once (the first batch, and each batch of a load that
 * arrives slower than the page draws); events arriving before the page has drawn the last step wait,
 * and the frame after it is drawn takes them in one step: one event until the page has drawn a
 * step, then one and more while PACE_STEP_MS lasts. So the first screen's messages are drawn before
 * the page takes more, however many batches the parsing Web Worker has posted meanwhile.
 * After `stop` nothing is taken or shown. A step whose show never commits (the page ignores it)
 * leaves the pacer waiting, which only happens to a load the page no longer shows.
 */
export class EventPacer<Event> {
  readonly #hooks: PacerHooks<Event>;
  #queue: Event[] = [];
  /** Whether a step was shown that the page has not drawn yet. */
  #waiting = false;
  /** Whether the page has drawn a step yet: until then a step takes one event (the first screen's). */
  #drewOnce = false;
  #cancelFrame: (() => void) | null = null;
  #stopped = false;

  constructor(hooks: PacerHooks<Event>) {
    this.#hooks = hooks;
  }

  /** Queues `event`; takes and shows it at once when the page has drawn every earlier step. */
  push(event: Event): void {
    if (this.#stopped) return;
    this.#queue.push(event);
    if (!this.#waiting) this.#step();
  }

  /**
   * The page has committed the last step: once the frame after it (FIRST_STEP_FRAMES for the
   * first) is drawn, the queued events follow.
   */
  drawn(): void {
    if (this.#stopped || !this.#waiting || this.#cancelFrame) return;
    const frames = this.#drewOnce ? 1 : FIRST_STEP_FRAMES;
    this.#cancelFrame = this.#hooks.afterFrames(frames, () => {
      this.#cancelFrame = null;
      this.#waiting = false;
      this.#drewOnce = true;
      if (this.#queue.length) this.#step();
    });
  }

  /** Drops the queued events and the wait for a frame; later calls do nothing. */
  stop(): void {
    this.#stopped = true;
    this.#queue = [];
    this.#cancelFrame?.();
    this.#cancelFrame = null;
  }

  #step(): void {
    const { take, show, now } = this.#hooks;
    const start = now();
    let index = 0;
    do {
      take(this.#queue[index] as Event);
      index += 1;
    } while (this.#drewOnce && index < this.#queue.length && now() - start < PACE_STEP_MS);
    this.#queue.splice(0, index);
    this.#waiting = true;
    show();
  }
}

/**
 * Longest wait for an idle moment after the frames a step waits for (ms): a page kept busy still
 * takes the next events this soon.
 */
export const PACE_IDLE_TIMEOUT_MS = 100;

/**
 * Runs `run` after the `frames`-th animation frame from now is drawn, once the page is idle (the
 * renders those frames set off, such as the list's rows, done first; requestIdleCallback, at most
 * PACE_IDLE_TIMEOUT_MS later; a task at once where it is missing); returns the function that cancels
 * it. A hidden document draws no frame (and would hold the load until shown): there `run` follows
 * in a task at once, through a MessageChannel, which background tabs do not throttle as they
 * throttle timers.
 */
export function afterFrames(frames: number, run: () => void): () => void {
  if (document.hidden) {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      run();
    };
    port2.postMessage(null);
    return () => port1.close();
  }
  let left = frames;
  let cancelIdle = () => {};
  const tick = () => {
    left -= 1;
    if (left > 0) frame = requestAnimationFrame(tick);
    else if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(run, { timeout: PACE_IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  let frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}
