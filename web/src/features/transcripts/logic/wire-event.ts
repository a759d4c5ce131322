// LoadEvents as the parsing Web Worker posts them: each event's messages as one MessageBatch, its buffers transferred.
import type { LoadEvent } from './load-transcript';
import { batchTransfer, decodeBatch, encodeBatch, type MessageBatch } from './message-batch';

type WithMessages = Extract<LoadEvent, { messages: unknown }>;
type Wired<E> = E extends { messages: unknown } ? Omit<E, 'messages'> & { batch: MessageBatch } : E;

/** A LoadEvent with its messages encoded as a MessageBatch (an error event is unchanged). */
export type WireEvent = Wired<LoadEvent>;

/** `event` ready for postMessage, and the buffers to transfer with it. */
export function toWire(event: LoadEvent): { wire: WireEvent; transfer: Transferable[] } {
  if (event.type === 'error') return { wire: event, transfer: [] };
  const { messages, ...rest } = event as WithMessages;
  const batch = encodeBatch(messages);
  return { wire: { ...rest, batch } as WireEvent, transfer: batchTransfer(batch) };
}

/** The LoadEvent `wire` carries, its messages read lazily from the batch (BatchMessage). */
export function fromWire(wire: WireEvent): LoadEvent {
  if (wire.type === 'error') return wire;
  const { batch, ...rest } = wire;
  return { ...rest, messages: decodeBatch(batch) } as LoadEvent;
}
