// The list of reasons a draft cannot be sent yet, shown next to its send button.

import type { DraftProblem } from '#web/lib/embed/draft-limits';
import { t } from '#web/lib/i18n/i18n';

/** Renders nothing when there are no problems; otherwise a titled list with the given id. */
export function DraftProblems({ id, problems }: { id: string; problems: readonly DraftProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div id={id} className="problems fs-85" role="status">
      <p className="draft-problems__title bold mb-1">{t('editors.draftProblems.title')}</p>
      <ul className="panel-tips">
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}
