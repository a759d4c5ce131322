// The message preview fetched when an editor first has a message to draw, so a page that opens empty carries none of its code (the markdown parser included).
import { type ComponentProps, lazy, Suspense } from 'react';
import type { MessagePreview as LoadedPreview } from './message-preview';

const MessagePreview = lazy(async () => ({ default: (await import('./message-preview')).MessagePreview }));

/** `MessagePreview` (same props), its code loaded on first use; nothing is drawn while it loads. */
export function LazyMessagePreview(props: ComponentProps<typeof LoadedPreview>) {
  return (
    <Suspense fallback={null}>
      <MessagePreview {...props} />
    </Suspense>
  );
}
