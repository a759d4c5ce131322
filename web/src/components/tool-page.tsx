// The scaffolding shared by the dashboard's message tools: the page header and the form around a tool's fields.
import type { ReactNode } from 'react';
import './tool-page.css';

/** The tool's title and intro, with optional controls (`children`) beside them. */
export function ToolPageHeader({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="tool-page__header">
      <div>
        <h1>{heading}</h1>
        <p className="tool-page__intro">{intro}</p>
      </div>
      {children}
    </header>
  );
}

/**
 * A tool's form: submitting calls `onSubmit` instead of loading a page (the browser's own validation
 * is off; the tool checks its draft). `fields` go in a fieldset, named `legend` for screen readers and
 * disabled while `disabled`; `children` (problems, send bar) follow it.
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
  onSubmit: () => void;
  fields: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="tool-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="tool-fieldset" disabled={disabled}>
        <legend className="visually-hidden">{legend}</legend>
        {fields}
      </fieldset>
      {children}
    </form>
  );
}
