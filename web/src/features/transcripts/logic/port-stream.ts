// Moves a link's byte stream from the page to the parsing Web Worker through a MessagePort, where a ReadableStream cannot be transferred (Safari).

/** What crosses the port: one chunk of bytes, the end, or a failed read. */
type PortMessage = { chunk: Uint8Array } | { done: true } | { failed: true };

/**
 * Reads `body` and posts each chunk to `port` (its buffer moved, not copied), then the end, or a
 * failure when the read fails (a dropped connection, or the request aborted by Cancel). Never
 * throws.
 */
export async function pipeToPort(body: ReadableStream<Uint8Array>, port: MessagePort): Promise<void> {
  const reader = body.getReader();
  const post = (message: PortMessage, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      post({ chunk: value }, [value.buffer]);
    }
    post({ done: true });
  } catch {
    post({ failed: true });
  }
}

/**
 * The byte stream pipeToPort sends through `port`, on the other side: it ends where the body
 * ended, and errors where its read failed once every chunk before the failure has been read (an
 * error would drop the chunks still queued). Cancelling it closes the port.
 */
export function portStream(port: MessagePort): ReadableStream<Uint8Array> {
  const arrived: PortMessage[] = [];
  let wake: (() => void) | null = null;
  port.onmessage = ({ data }: MessageEvent<PortMessage>) => {
    arrived.push(data);
    wake?.();
  };
  const next = async (): Promise<PortMessage> => {
    while (arrived.length === 0) await new Promise<void>((done) => (wake = done));
    return arrived.shift() as PortMessage;
  };
  return new ReadableStream(
    {
      async pull(controller) {
        const message = await next();
        if ('chunk' in message) controller.enqueue(message.chunk);
        else if ('done' in message) controller.close();
        else controller.error(new Error('The transcript could not be read to its end.'));
      },
      cancel() {
        port.close();
      },
    },
    { highWaterMark: 0 },
  );
}
