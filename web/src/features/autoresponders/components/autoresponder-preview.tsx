// Live preview: the first 3 autoresponders as a member's message and the bot's reply, plus a message tester.
import { useState } from 'react';
import { AUTORESPONDER_LIMIT } from '#shared/constants/limits';
import { CountedField } from '#web/components/counted-field';
import { MessagePreview } from '#web/components/message-preview/message-preview';
import { Panel } from '#web/components/panel';
import type { StoredAutoresponder } from '../api/list-autoresponders';
import { matchingAutoresponder } from '../logic/autoresponder-draft';
import { AUTORESPONDER_TEXTS as T } from '../texts';

/** One exchange: the member's message holding the trigger, then the bot's response. */
function Exchange({ message, response }: { message: string; response: string }) {
  return (
    <li className="stack stack--small ar-preview__exchange">
      <MessagePreview message={{ authorName: T.previewMember, bot: false, content: message }} />
      <MessagePreview message={{ content: response }} />
    </li>
  );
}

/** Draws at most the first 3 items; the tester shows which one (if any) would answer a typed message. */
export function AutoresponderPreview({ items }: { items: readonly StoredAutoresponder[] }) {
  const [test, setTest] = useState('');
  const match = matchingAutoresponder(items, test);
  return (
    <Panel title={T.previewHeading}>
      {items.length === 0 ? (
        <p className="grid gap-60 justify-items-start muted">{T.previewEmpty}</p>
      ) : (
        <ul className="inset ar-preview__chat grid gap-3 p-3" aria-label={T.previewHeading}>
          {items.slice(0, AUTORESPONDER_LIMIT).map((item) => (
            <Exchange key={item.trigger} message={item.trigger} response={item.response} />
          ))}
        </ul>
      )}
      <CountedField label={T.testLabel} value={test} placeholder={T.testPlaceholder} onChange={setTest}>
        <div className="ar-preview__result" role="status" aria-label={T.testResult}>
          {test.trim() &&
            (match ? (
              <ul className="inset ar-preview__chat grid gap-3 p-3">
                <Exchange message={test} response={match.response} />
              </ul>
            ) : (
              <p className="grid gap-60 justify-items-start muted">{T.testNoMatch}</p>
            ))}
        </div>
      </CountedField>
    </Panel>
  );
}
