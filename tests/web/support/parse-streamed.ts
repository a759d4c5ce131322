// Test helper: a whole transcript text read by the streaming parser in one chunk, as plain messages.
import {
  MessageList,
  type StreamedMessage,
  TranscriptStreamParser,
} from '#web/features/transcripts/logic/stream-transcript';

/** The messages the streaming parser reads from `text`, pushed in one chunk. */
export function parseStreamed(text: string): StreamedMessage[] {
  const list = new MessageList();
  const parser = new TranscriptStreamParser(list);
  parser.push(text);
  parser.end();
  return list.take();
}
