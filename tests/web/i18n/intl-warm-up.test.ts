// The Intl warm-up: the worker is sent the page's locale, and the app waits for its answer, its failure or the cap, never longer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_WAIT_MS, warmUpIntl } from '#web/lib/i18n/intl-warm-up';

/** A stand-in for the browser's Worker that records what the page does with it. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** True once `promise` has settled, checked after pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('warmUpIntl', () => {
  afterEach(() => {
    FakeWorker.created = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the locale to a module worker and resolves once it answers, ending the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const ready = warmUpIntl('de');
    const [worker] = FakeWorker.created;
    expect(worker?.options).toEqual({ type: 'module', name: 'intl-warm-up' });
    expect(worker?.url.pathname).toMatch(/intl-warm-up-worker\.ts$/);
    expect(worker?.sent).toEqual(['de']);
    expect(await settled(ready)).toBe(false);
    worker?.onmessage?.();
    expect(await settled(ready)).toBe(true);
    expect(worker?.terminated).toBe(true);
  });

  it('resolves when the worker fails, so the page renders and loads the data itself', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const ready = warmUpIntl('ar');
    FakeWorker.created[0]?.onerror?.();
    expect(await settled(ready)).toBe(true);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it(`waits at most ${INTL_WARM_UP_WAIT_MS} ms for a worker that never answers`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const ready = warmUpIntl('es');
    vi.advanceTimersByTime(INTL_WARM_UP_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(ready)).toBe(true);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it('resolves at once where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmUpIntl('en'))).toBe(true);
  });
});

describe('the warm-up worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['de', 'ar', '', 'not a locale'])(
    'answers once for the locale %j, whatever Intl makes of it',
    async (locale) => {
      const answers: unknown[] = [];
      vi.stubGlobal('postMessage', (message: unknown) => answers.push(message));
      await import('#web/lib/i18n/intl-warm-up-worker');
      const { onmessage } = globalThis as unknown as { onmessage: (event: { data: string }) => void };
      onmessage({ data: locale });
      expect(answers).toEqual([null]);
    },
  );

  it('creates the number, unit, date and plural formatters of the locale it is sent', async () => {
    const { loadIntlData } = await import('#web/lib/i18n/intl-warm-up-worker');
    const created = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const plurals = vi.spyOn(Intl, 'PluralRules');
    loadIntlData('de');
    expect(created).toHaveBeenCalledWith('de');
    expect(created).toHaveBeenCalledWith('de', { style: 'unit', unit: 'megabyte' });
    expect(dates).toHaveBeenCalledWith('de', { dateStyle: 'long' });
    expect(plurals).toHaveBeenCalledWith('de');
    vi.restoreAllMocks();
  });
});
