// The pace of a load's events onto the page: the first screen's batch at once, the next ones only after the page has drawn it.
import { describe, expect, it } from 'vitest';
import { EventPacer, FIRST_STEP_FRAMES, PACE_STEP_MS } from '#web/features/transcripts/logic/event-pacer';

/**
 * A page behind a pacer of numbered events: what each render shows (the events taken since the
 * render before), the frame waits it asked for, and a clock each take moves by `takeMs`.
 */
function fakePage(takeMs = 1) {
  let clock = 0;
  let taken: number[] = [];
  const renders: number[][] = [];
  const waits: { frames: number; run: () => void; cancelled: boolean }[] = [];
  const pacer = new EventPacer<number>({
    take: (event) => {
      taken.push(event);
      clock += takeMs;
    },
    show: () => {
      renders.push(taken);
      taken = [];
    },
    afterFrames: (frames, run) => {
      const wait = { frames, run, cancelled: false };
      waits.push(wait);
      return () => {
        wait.cancelled = true;
      };
    },
    now: () => clock,
  });
  /** The page commits its last render and draws the frames the pacer waits for. */
  const draw = () => {
    pacer.rendered();
    const wait = waits.at(-1);
    if (wait && !wait.cancelled) wait.run();
  };
  return { pacer, renders, waits, draw };
}

describe('EventPacer', () => {
  it('shows the first batch at once and holds the ones posted meanwhile until the page has drawn it', () => {
    const { pacer, renders, waits, draw } = fakePage();
    for (const event of [1, 2, 3]) pacer.push(event);
    expect(renders).toEqual([[1]]);
    expect(waits).toEqual([]);

    draw();
    expect(waits[0]?.frames).toBe(FIRST_STEP_FRAMES);
    expect(renders).toEqual([[1], [2, 3]]);
  });

  it('takes one event in the first step even when many are queued (a load taken over after the hydration)', () => {
    const { pacer, renders } = fakePage(0);
    for (let event = 1; event <= 10; event += 1) pacer.push(event);
    expect(renders).toEqual([[1]]);
  });

  it('after the first screen, takes queued events for PACE_STEP_MS per step, each after the last is rendered', () => {
    const { pacer, renders, waits, draw } = fakePage(PACE_STEP_MS / 2);
    for (let event = 1; event <= 6; event += 1) pacer.push(event);
    draw();
    expect(renders).toEqual([[1], [2, 3]]);
    draw();
    expect(waits.at(-1)?.frames).toBe(0);
    expect(renders).toEqual([[1], [2, 3], [4, 5]]);
    draw();
    expect(renders).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('takes an event at once when the page has rendered everything before it', () => {
    const { pacer, renders, draw } = fakePage();
    pacer.push(1);
    draw();
    pacer.push(2);
    expect(renders).toEqual([[1], [2]]);
  });

  it('waits for the commit: a page that has not rendered the last step gets nothing more', () => {
    const { pacer, renders, waits } = fakePage();
    pacer.push(1);
    pacer.push(2);
    pacer.push(3);
    expect(renders).toEqual([[1]]);
    expect(waits).toEqual([]);
  });

  it('after deferToTask holds the events pushed until the next task, then takes them as the first step', () => {
    const { pacer, renders, waits, draw } = fakePage();
    pacer.deferToTask();
    for (const event of [1, 2, 3]) pacer.push(event);
    expect(renders).toEqual([]);
    expect(waits.map((wait) => wait.frames)).toEqual([0]);

    waits[0]?.run();
    expect(renders).toEqual([[1]]);
    draw();
    expect(waits[1]?.frames).toBe(FIRST_STEP_FRAMES);
    expect(renders).toEqual([[1], [2, 3]]);
  });

  it('after deferToTask with nothing pushed before the task, takes the next event at once', () => {
    const { pacer, renders, waits } = fakePage();
    pacer.deferToTask();
    waits[0]?.run();
    pacer.push(1);
    expect(renders).toEqual([[1]]);
  });

  it('deferToTask while a step is not rendered yet changes nothing', () => {
    const { pacer, renders, waits, draw } = fakePage();
    pacer.push(1);
    pacer.deferToTask();
    pacer.push(2);
    expect(waits).toEqual([]);
    draw();
    expect(renders).toEqual([[1], [2]]);
  });

  it('after stop takes nothing more and cancels the wait for a frame', () => {
    const { pacer, renders, waits } = fakePage();
    pacer.push(1);
    pacer.push(2);
    pacer.rendered();
    pacer.stop();
    expect(waits[0]?.cancelled).toBe(true);
    waits[0]?.run();
    pacer.push(3);
    expect(renders).toEqual([[1]]);
  });

  it('after stop cancels the wait deferToTask started', () => {
    const { pacer, renders, waits } = fakePage();
    pacer.deferToTask();
    pacer.push(1);
    pacer.stop();
    expect(waits[0]?.cancelled).toBe(true);
    expect(renders).toEqual([]);
  });
});
