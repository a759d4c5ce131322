// The participants of a transcript: each author with message count, first and last time and BOT tag; a click filters by them.

import { activeLocale } from '#web/lib/i18n/i18n';
import { formatTranscriptDate } from '../logic/transcript-dates';
import type { Participant } from '../logic/transcript-filters';
import { transcriptTexts as texts } from '../texts';
import { OpenedDetails } from './opened-details';

interface ParticipantsPanelProps {
  participants: readonly Participant[];
  /** The authors filtered on (none: everyone shows). */
  selected: readonly string[];
  onToggle: (author: string) => void;
}

const when = (time: number | null) =>
  time === null ? texts.info.unknown : formatTranscriptDate(new Date(time), activeLocale());

/**
 * A collapsible list of toggle buttons, pressed for the authors shown; several may be pressed.
 * The list is drawn once the panel is first opened: while it is closed, neither the first screen
 * nor each batch of a load renders a button per author.
 */
export function ParticipantsPanel({ participants, selected, onToggle }: ParticipantsPanelProps) {
  return (
    <OpenedDetails
      className="transcript-participants"
      summary={texts.participants.title(participants.length)}
    >
      <ul className="transcript-participants__list grid gap-1 mt-2">
        {participants.map(({ author, bot, count, first, last }) => (
          <li key={author}>
            <button
              type="button"
              className="well transcript-participants__item flex items-center wrap pointer w-full text-start"
              aria-pressed={selected.includes(author)}
              onClick={() => onToggle(author)}
            >
              <span className="transcript-participants__name semibold">{author}</span>
              {bot && <span className="preview-message__bot-tag">{texts.bot}</span>}
              <span className="transcript-participants__count muted fs-85">
                {texts.participants.messages(count)}
              </span>
              <span className="transcript-participants__span muted fs-85">
                {texts.participants.span(when(first), when(last))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </OpenedDetails>
  );
}
