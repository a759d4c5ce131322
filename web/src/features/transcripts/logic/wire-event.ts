// LoadEvents as the parsing Web Worker posts them: each event's messages as one MessageBatch, its buffers transferred.
import type { LoadEvent } from './load-transcript';
import { batchTransfer, decodeBatch, type MessageBatch } from './message-batch';

/** A LoadEvent whose messages are one MessageBatch (written by a BatchWriter). */
export type WireEvent = LoadEvent<MessageBatch>;

/** The buffers to transfer with `wire` in postMessage (none for an error event). */
export function wireTransfer(wire: WireEvent): Transferable[] {
  return wire.type === 'error' ? [] : batchTransfer(wire.messages);
}

/** The LoadEvent `wire` carries, its messages read lazily from the batch (BatchMessage). */
export function fromWire(wire: WireEvent): LoadEvent {
  if (wire.type === 'error') return wire;
  return { ...wire, messages: decodeBatch(wire.messages) };
}
