// An image in a preview: only http(s) sources, and hidden when it fails to load.
import { useState } from 'react';
import { safeHttpUrl } from '#web/lib/safe-url';

/** Renders nothing for an unsafe or failing URL. */
export function PreviewImage({
  src,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safe = safeHttpUrl(src);
  if (!safe || failedSrc === safe) return null;
  return <img className={className} src={safe} alt={alt} loading="lazy" onError={() => setFailedSrc(safe)} />;
}
