// The port bridge for browsers that cannot transfer a stream: the worker's side reads the same bytes, the end, and a failed read as an error.
import { describe, expect, it } from 'vitest';
import { pipeToPort, portStream } from '#web/features/transcripts/logic/port-stream';

/** A stream of `chunks`, one a read, then the end, or an error after them when `fails`. */
function streamOf(chunks: string[], fails = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const left = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const chunk = left.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (fails) controller.error(new Error('connection dropped'));
      else controller.close();
    },
  });
}

/** Everything `stream` gives as text, and how it ended. */
async function readAll(
  stream: ReadableStream<Uint8Array>,
): Promise<{ text: string; ended: 'done' | 'error' }> {
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
    return { text, ended: 'done' };
  } catch {
    return { text, ended: 'error' };
  }
}

describe('a body piped through a port', () => {
  it('arrives whole, in order, and ends', async () => {
    const { port1, port2 } = new MessageChannel();
    const received = readAll(portStream(port2));
    await pipeToPort(streamOf(['Channel: #general\n', '[1] Ana: hé', 'llo\n']), port1);
    expect(await received).toEqual({ text: 'Channel: #general\n[1] Ana: héllo\n', ended: 'done' });
    port1.close();
  });

  it('keeps what arrived and errors where the read failed', async () => {
    const { port1, port2 } = new MessageChannel();
    const received = readAll(portStream(port2));
    await pipeToPort(streamOf(['[1] Ana: first\n', '[2] Bo: second\n'], true), port1);
    expect(await received).toEqual({ text: '[1] Ana: first\n[2] Bo: second\n', ended: 'error' });
    port1.close();
  });

  it('moves each chunk instead of copying it', async () => {
    const { port1, port2 } = new MessageChannel();
    const chunk = new TextEncoder().encode('moved');
    const received = readAll(portStream(port2));
    await pipeToPort(
      new ReadableStream({
        start(controller) {
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      port1,
    );
    expect((await received).text).toBe('moved');
    expect(chunk.byteLength).toBe(0);
    port1.close();
  });
});
