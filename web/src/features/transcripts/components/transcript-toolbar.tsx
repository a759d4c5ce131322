// Search box with match count ("n of N") and previous/next, above the message list.
import { transcriptTexts as texts } from '../texts';
import './transcript-fields.css';
import './transcript-toolbar.css';

interface TranscriptToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  searching: boolean;
  /** Every shown message has been searched: no match then reads 'no matches' (until then, nothing). */
  counted: boolean;
  matchCount: number;
  matchIndex: number;
  onNext: () => void;
  onPrevious: () => void;
  /** Id of the search box. */
  searchId: string;
}

/** Enter jumps to the next match, Shift+Enter to the previous one. While a search runs, 'n of N' counts the matches found so far. */
export function TranscriptToolbar(props: TranscriptToolbarProps) {
  const { query, searching, counted, matchCount, matchIndex, searchId } = props;
  const status = !searching
    ? ''
    : matchCount
      ? texts.matchPosition(matchIndex + 1, matchCount)
      : counted
        ? texts.noMatches
        : '';
  const jumps = [
    { label: texts.previousMatch, arrow: '↑', onClick: props.onPrevious },
    { label: texts.nextMatch, arrow: '↓', onClick: props.onNext },
  ];
  return (
    <div className="transcript-toolbar flex items-center wrap gap-3 between">
      <div className="transcript-toolbar__search flex items-center gap-40 min-w-0">
        <label className="visually-hidden" htmlFor={searchId}>
          {texts.searchLabel}
        </label>
        <input
          id={searchId}
          className="field transcript-field grow"
          type="search"
          value={query}
          placeholder={texts.searchHint}
          onChange={(event) => props.onQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (event.shiftKey) props.onPrevious();
            else props.onNext();
          }}
        />
        <output className="transcript-toolbar__count muted fs-85" aria-live="polite">
          {status}
        </output>
        {jumps.map(({ label, arrow, onClick }) => (
          <button
            key={label}
            type="button"
            className="button button--secondary"
            aria-label={label}
            title={label}
            disabled={matchCount === 0}
            onClick={onClick}
          >
            {arrow}
          </button>
        ))}
      </div>
    </div>
  );
}
