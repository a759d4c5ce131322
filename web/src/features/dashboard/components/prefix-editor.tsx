// The editable command prefix: view → edit → saving → 'Updated!' (3 s), or the error (5 s) while editing.
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PREFIX_MAX_LENGTH, SUCCESS_MESSAGE_MS } from '#shared/constants/limits';
import { ActionRow } from '#web/components/action-row';
import { StatusText } from '#web/components/status-text';
import { useEditorShortcuts } from '#web/lib/a11y/use-editor-shortcuts';
import { formatUsage } from '#web/lib/i18n/format-count';
import { preloadOf } from '#web/lib/preload';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { PREFIX_TEXTS } from '../texts';
import type { PrefixSaverHandle } from './prefix-saver';

/** Loads the save logic: by the editor opening, preloaded when the pointer or focus reaches 'Edit prefix'. */
const loadPrefixSaver = () => import('./prefix-saver');
const preloadPrefixSaver = preloadOf(loadPrefixSaver);
const PrefixSaver = lazy(async () => ({ default: (await loadPrefixSaver()).PrefixSaver }));

/** Props: the server and its current prefix. */
export interface PrefixEditorProps {
  serverId: string;
  prefix: string;
}

/**
 * Edits the prefix. Enter or Ctrl/Cmd+S saves, Escape cancels; saving, 'Updated!' and the error
 * are announced through the live region. The value is trimmed; an empty or unchanged
 * value just closes the editor, one over PREFIX_MAX_LENGTH cannot be saved. Closing puts focus
 * back on 'Edit prefix' when it was in the editor (or lost), so a keyboard user keeps their place;
 * while saving, Cancel is locked (not disabled), so it keeps the focus too.
 * The draft is this component's own state (null while the prefix is only shown). The field is
 * drawn at once; the save logic (`PrefixSaver`) loads behind it, and a save asked for before it
 * has loaded reads 'Saving' and runs once it has, so nothing typed or pressed is lost.
 */
export function PrefixEditor({ serverId, prefix }: PrefixEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveAsked, setSaveAsked] = useState(false);
  const [updated, showUpdated] = useTimedMessage<true>(SUCCESS_MESSAGE_MS);
  const trimmed = draft?.trim() ?? '';
  const tooLong = trimmed.length > PREFIX_MAX_LENGTH;
  const busy = saving || saveAsked;
  const canSave = draft !== null && !busy && trimmed !== '' && trimmed !== prefix && !tooLong;
  const editor = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const saver = useRef<PrefixSaverHandle>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [draft]);

  const close = () => {
    const focus = document.activeElement;
    refocus.current = !focus || focus === document.body || Boolean(editor.current?.contains(focus));
    setSaveAsked(false);
    setDraft(null);
  };
  const save = () => {
    if (draft === null || busy || tooLong) return;
    if (!canSave) return close();
    if (saver.current) saver.current.save();
    else setSaveAsked(true);
  };
  const saved = () => {
    close();
    showUpdated(true);
  };
  const onSaving = (started: boolean) => {
    setSaving(started);
    if (started) setSaveAsked(false);
  };
  const editorSide = { saveAtMount: saveAsked, onSaving, onSaved: saved, onClose: close };
  useEditorShortcuts({ save: draft === null ? undefined : save });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (draft === null) {
    return (
      <div className="cluster dash-prefix gap-2">
        <code className="dash-prefix__value">{prefix}</code>
        <button
          ref={editButton}
          type="button"
          className="button button--secondary"
          onPointerEnter={preloadPrefixSaver}
          onFocus={preloadPrefixSaver}
          onClick={() => setDraft(prefix)}
        >
          {PREFIX_TEXTS.edit}
        </button>
        {updated && (
          <StatusText as="span" className="dash-prefix__updated bold success">
            <span aria-hidden="true">✓ </span>
            {PREFIX_TEXTS.updated}
          </StatusText>
        )}
      </div>
    );
  }
  return (
    <div ref={editor} className="cluster dash-prefix gap-2 dash-prefix--editing">
      <label className="dash-prefix__field">
        <span className="visually-hidden">{PREFIX_TEXTS.label}</span>
        <input
          className="field mono"
          value={draft}
          readOnly={busy}
          aria-invalid={tooLong}
          aria-describedby="dash-prefix-help"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
          autoFocus
        />
      </label>
      <span className={`dash-prefix__count faint fs-85${tooLong ? ' danger' : ''}`}>
        {formatUsage(trimmed.length, PREFIX_MAX_LENGTH)}
      </span>
      <ActionRow
        busy={busy}
        primaryFirst
        primary={{
          label: PREFIX_TEXTS.save,
          busyText: PREFIX_TEXTS.saving,
          onPress: () => save(),
          disabled: !canSave,
        }}
        secondary={{ label: PREFIX_TEXTS.cancel, onPress: close }}
      />
      <p id="dash-prefix-help" className="faint fs-85 basis-full">
        {tooLong ? PREFIX_TEXTS.tooLong(PREFIX_MAX_LENGTH) : PREFIX_TEXTS.hint}
      </p>
      <Suspense fallback={null}>
        <PrefixSaver ref={saver} serverId={serverId} prefix={trimmed} editor={editorSide} />
      </Suspense>
    </div>
  );
}
