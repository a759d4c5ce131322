// The list of welcome variables; clicking one inserts it at the cursor of the field last edited.

import { Panel } from '#web/components/panel';
import { useVariableInsertion } from '../hooks/variable-insertion';
import { WELCOME_VARIABLES } from '../logic/welcome-variables';
import { WELCOME_TEXTS as T } from '../texts';

/** Renders the variables; they can only be inserted while a text field is on screen. */
export function VariablesPanel({ canInsert }: { canInsert: boolean }) {
  const { insert } = useVariableInsertion();
  return (
    <Panel title={T.variablesHeading}>
      <p className="wc-hint muted fs-85">{T.variablesHint}</p>
      <ul className="stack stack--small">
        {WELCOME_VARIABLES.map((variable) => (
          <li key={variable.token}>
            <button
              type="button"
              className="well wc-variables__button flex wrap items-baseline pointer w-full text-start"
              disabled={!canInsert}
              aria-label={T.insertVariable(variable.token, variable.description)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(variable.token)}
            >
              <code className="mono bold text-link">{variable.token}</code>
              <span className="muted fs-85">{variable.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
