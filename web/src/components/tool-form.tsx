// A tool's form around its fields: submit without a page load, focus kept on send, Ctrl/Cmd+S to the send button.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useAnnounce } from '../lib/a11y/announcer';
import { useEditorShortcuts } from '../lib/a11y/use-editor-shortcuts';

/** The controls of a fieldset that can take the focus. */
const FIELD_SELECTOR = ['input', 'select', 'textarea', 'button'].map((tag) => `${tag}:not(:disabled)`).join();

/**
 * A tool's form: submitting calls `onSubmit` instead of loading a page (the browser's own validation
 * is off; the tool checks its draft). `fields` go in a fieldset, named `legend` for screen readers and
 * disabled while `disabled`; `children` (problems, send bar) follow it. `onSubmit` returns true when
 * it started a send (which disables the fieldset): if Enter in a field sent the form, focus moves
 * to the send button first, before it reads 'Sending...', since Chromium drops focus from a field
 * that becomes disabled to the page. A refused submit (an error shown) leaves focus in the field.
 * When the send button becomes disabled with the focus on it (the form reset to a draft that
 * cannot be sent yet), the first field takes the focus, ready for the next message.
 * Ctrl/Cmd+S never sends: it moves focus to the send button, or, while that is disabled, announces
 * what it is waiting for (the text its `aria-describedby` points at).
 */
export function ToolForm({
  legend,
  disabled,
  onSubmit,
  fields,
  children,
}: {
  legend: string;
  disabled: boolean;
  onSubmit: () => boolean;
  fields: ReactNode;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const announce = useAnnounce();
  const sendButton = () => form.current?.querySelector<HTMLButtonElement>('button[type="submit"]');
  useLayoutEffect(() => {
    const send = sendButton();
    if (!send?.disabled || document.activeElement !== send) return;
    fieldset.current?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
  });
  useEditorShortcuts({
    save: () => {
      const send = sendButton();
      if (!send) return;
      if (!send.disabled) return send.focus();
      const reason = send.getAttribute('aria-describedby');
      const text = reason ? document.getElementById(reason)?.textContent : null;
      if (text) announce(text, 'assertive');
    },
  });
  return (
    <form
      ref={form}
      className="tool-form grid gap-4 min-w-0"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const from = document.activeElement;
        if (onSubmit() && fieldset.current?.contains(from)) sendButton()?.focus();
      }}
    >
      <fieldset ref={fieldset} className="tool-fieldset grid gap-4 min-w-0" disabled={disabled}>
        <legend className="visually-hidden">{legend}</legend>
        {fields}
      </fieldset>
      {children}
    </form>
  );
}
