// 'Copy share link' of the three editors: the draft packed into the link's fragment, which browsers never send to a server.

import { useId, useState } from 'react';
import { COPY_TICK_MS } from '#shared/constants/limits';
import { paths } from '#shared/site-routes';
import type { ShareTool } from '#web/lib/embed/share-codec';
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { useAnnounce } from '../lib/a11y/announcer';
import { useTimedMessage } from '../lib/use-timed-message';
import { StatusText } from './status-text';
import './share-link-button.css';

/** Texts of the share-link button. */
export const SHARE_LINK_TEXTS = localized(() => textsOf('editors.shareLink'));

/** The full share link of a fragment on this site. */
export function shareLinkOf(fragment: string): string {
  return `${window.location.origin}${paths.sharedDraft}#${fragment}`;
}

/**
 * The button with its privacy note. Pressing it packs `value()` (the draft as the tool's share
 * schema reads it) into a link and copies it: 'Link copied' for 2 s, announced. When the clipboard
 * refuses, the link shows in a read-only box, selected, to copy by hand. The codec (and whatever
 * `value` loads) is fetched on the first press only, so the editor's page does not load it. When
 * that fails (offline, or a deploy replaced the chunk) a sentence says so, announced assertively at
 * each failed press; the next press asks again.
 */
export function ShareLinkButton({
  tool,
  value,
}: {
  tool: ShareTool;
  value: () => unknown | Promise<unknown>;
}) {
  const id = useId();
  const [copied, showCopied] = useTimedMessage<true>(COPY_TICK_MS);
  const [manual, setManual] = useState<string | null>(null);
  const [loadFailures, setLoadFailures] = useState(0);
  const announce = useAnnounce();
  const copy = async () => {
    let link: string;
    try {
      const [{ encodeShareFragment }, draft] = await Promise.all([
        import('#web/lib/embed/share-codec'),
        value(),
      ]);
      link = shareLinkOf(await encodeShareFragment(tool, draft));
    } catch {
      setLoadFailures((count) => count + 1);
      return;
    }
    setLoadFailures(0);
    try {
      await navigator.clipboard.writeText(link);
      setManual(null);
      showCopied(true);
      announce(SHARE_LINK_TEXTS.copied);
    } catch {
      setManual(link);
    }
  };
  return (
    <div className="share-link grid gap-1">
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={`${id}-note`}
        onClick={() => void copy()}
      >
        {copied ? SHARE_LINK_TEXTS.copied : SHARE_LINK_TEXTS.copy}
      </button>
      <p id={`${id}-note`} className="share-link__note muted fs-75">
        {SHARE_LINK_TEXTS.note}
      </p>
      {loadFailures > 0 && (
        <StatusText key={loadFailures} politeness="assertive" className="danger fs-80">
          {SHARE_LINK_TEXTS.loadFailed}
        </StatusText>
      )}
      {manual && (
        <div className="share-link__manual grid gap-1 w-full">
          <p role="alert" className="danger fs-80">
            {SHARE_LINK_TEXTS.copyFailed}
          </p>
          <input
            aria-label={SHARE_LINK_TEXTS.linkLabel}
            className="field counted-field__input"
            readOnly
            value={manual}
            ref={(input) => input?.select()}
          />
        </div>
      )}
    </div>
  );
}
