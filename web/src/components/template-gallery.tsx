// An editor's template gallery: pick a starting point, see it previewed, then use it (loaded on first opening).

import { type ReactNode, useId, useState } from 'react';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { useAnnounce } from '../lib/a11y/announcer';
import { useConfirmFirst } from './confirm-dialog';
import './template-gallery.css';

/** One template as an editor offers it: its name, what it is, and the editor's draft it gives. */
export interface GalleryTemplate<T> {
  id: string;
  name: string;
  summary: string;
  draft: T;
}

/** Texts of the gallery. */
export const GALLERY_TEXTS = localized(() => ({
  ...textsOf('editors.gallery'),
  previewOf: (name: string) => t('editors.gallery.previewOf', { name }),
  used: (name: string) => t('editors.gallery.used', { name }),
}));

interface TemplateGalleryProps<T> {
  /** Loads the templates (a separate chunk), called when the gallery first opens and on Retry. */
  load(): Promise<readonly GalleryTemplate<T>[]>;
  /** Draws a template's draft as the editor's preview does. */
  renderPreview: (draft: T) => ReactNode;
  /** Puts the draft into the editor. */
  onApply: (draft: T) => void;
  /** Ask before applying: for an editor without undo whose draft holds work. Else `undoNote` is shown. */
  askFirst?: boolean;
  /** True when the editor has no undo, so `askNote` is shown instead of `undoNote`. */
  noUndo?: boolean;
}

/**
 * A disclosure ('Templates') holding a radio group of the templates, the chosen one's preview and
 * 'Use this template'. Applying announces 'Template {name} applied'; with `askFirst` a dialog asks
 * first. A failed load shows why, with Retry.
 */
export function TemplateGallery<T>({
  load,
  renderPreview,
  onApply,
  askFirst,
  noUndo,
}: TemplateGalleryProps<T>) {
  const id = useId();
  const [templates, setTemplates] = useState<readonly GalleryTemplate<T>[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const announce = useAnnounce();
  const chosen = templates?.find((template) => template.id === chosenId) ?? null;

  const start = () => {
    setFailed(false);
    load().then(setTemplates, () => setFailed(true));
  };
  const apply = (template: GalleryTemplate<T>) => {
    onApply(template.draft);
    announce(GALLERY_TEXTS.used(template.name));
  };
  const confirm = useConfirmFirst(
    {
      title: GALLERY_TEXTS.confirmTitle,
      message: GALLERY_TEXTS.confirmMessage,
      confirmLabel: GALLERY_TEXTS.use,
    },
    apply,
  );

  return (
    <details
      className="card template-gallery"
      onToggle={(event) => {
        if (event.currentTarget.open && !templates) start();
      }}
    >
      <summary className="bold pointer p-3-4">{GALLERY_TEXTS.heading}</summary>
      <div className="template-gallery__body grid gap-3">
        <p className="template-gallery__note muted fs-85">
          {noUndo ? GALLERY_TEXTS.askNote : GALLERY_TEXTS.undoNote}
        </p>
        {!templates && !failed && <p>{GALLERY_TEXTS.loading}</p>}
        {failed && (
          <p role="alert">
            {GALLERY_TEXTS.loadFailed}{' '}
            <button type="button" className="button button--secondary" onClick={start}>
              {GALLERY_TEXTS.retry}
            </button>
          </p>
        )}
        {templates && (
          <div className="template-gallery__layout grid gap-4">
            <fieldset className="template-gallery__list grid gap-1 min-w-0">
              <legend className="visually-hidden">{GALLERY_TEXTS.heading}</legend>
              {templates.map((template) => (
                <label key={template.id} className="template-gallery__option flex gap-2 pointer">
                  <input
                    type="radio"
                    name={`${id}-template`}
                    value={template.id}
                    checked={chosenId === template.id}
                    onChange={() => setChosenId(template.id)}
                  />
                  <span>
                    <span className="block semibold">{template.name}</span>
                    <span className="block muted fs-80">{template.summary}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {chosen ? (
              <section
                className="inset grid gap-3 min-w-0 justify-items-start p-3"
                aria-label={GALLERY_TEXTS.previewOf(chosen.name)}
              >
                {renderPreview(chosen.draft)}
                <button
                  type="button"
                  className="button"
                  onClick={() => (askFirst ? confirm.ask(chosen) : apply(chosen))}
                >
                  {GALLERY_TEXTS.use}
                </button>
              </section>
            ) : (
              <p className="template-gallery__note muted fs-85">{GALLERY_TEXTS.choose}</p>
            )}
          </div>
        )}
      </div>
      {confirm.dialog}
    </details>
  );
}
