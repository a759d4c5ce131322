// The filter bar: bots or humans, has embeds, has reactions, a time range, with counts, and jump to a date and time.
import { type FormEvent, useState } from 'react';
import { useAfterFrames } from '../hooks/use-after-frames';
import { NO_FILTERS, type TranscriptFilters } from '../logic/transcript-filters';
import { transcriptTexts as texts } from '../texts';
import './transcript-filters.css';

interface FilterBarProps {
  filters: TranscriptFilters;
  counts: { bots: number; humans: number; embeds: number; reactions: number };
  shown: number;
  total: number;
  onChange: (filters: TranscriptFilters) => void;
  /** Brings the first shown message at or after `time` into view; false when there is none. */
  onJump: (time: number) => boolean;
}

/**
 * Animation frames after the filter bar mounts before its date-and-time fields become datetime-local
 * inputs: the page around the message list is styled in the first frame, the rows in view (set in
 * that frame's callbacks, useVirtualWindow) in the second; one frame more leaves room for a render
 * of those rows that runs late on a busy machine.
 */
const DATE_FIELDS_AFTER_FRAMES = 3;

/** A datetime-local input's value for `time` in the visitor's time zone, or ''. */
function localValue(time: number | null): string {
  if (time === null) return '';
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a datetime-local value (local time), or null when empty or unreadable. */
function fromLocal(value: string): number | null {
  const time = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/** A labelled checkbox of the filter bar. */
function CheckFilter(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-35">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}

/**
 * A labelled date-and-time input (`value` as datetime-local text) of the filter bar; a plain text
 * input until `picker` (Chromium draws a datetime-local field with about 15 inner elements).
 */
function DateTimeField(props: {
  label: string;
  value: string;
  picker: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="grid gap-20 muted">
      <span>{props.label}</span>
      <input
        className="field transcript-field"
        type={props.picker ? 'datetime-local' : 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * Every filter but the authors (the participants panel holds those), the shown count and Clear. Its
 * three date-and-time fields are plain text inputs for its first frames (DATE_FIELDS_AFTER_FRAMES),
 * so neither frame of the first screen styles their datetime-local inner elements.
 */
export function FilterBar({ filters, counts, shown, total, onChange, onJump }: FilterBarProps) {
  const picker = useAfterFrames(DATE_FIELDS_AFTER_FRAMES);
  const [jumpAt, setJumpAt] = useState('');
  const [missed, setMissed] = useState(false);
  const set = (patch: Partial<TranscriptFilters>) => onChange({ ...filters, ...patch });
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const time = fromLocal(jumpAt);
    setMissed(time !== null && !onJump(time));
  };
  return (
    <fieldset className="transcript-filters flex wrap items-end fs-90">
      <legend className="visually-hidden">{texts.filters.title}</legend>
      <label className="grid gap-20 muted">
        <span>{texts.filters.who}</span>
        <select
          className="field transcript-field"
          value={filters.who}
          onChange={(event) => set({ who: event.target.value as TranscriptFilters['who'] })}
        >
          <option value="all">{texts.filters.whoAll}</option>
          <option value="bots">{texts.filters.whoBots(counts.bots)}</option>
          <option value="humans">{texts.filters.whoHumans(counts.humans)}</option>
        </select>
      </label>
      <CheckFilter
        label={texts.filters.embeds(counts.embeds)}
        checked={filters.embeds}
        onChange={(embeds) => set({ embeds })}
      />
      <CheckFilter
        label={texts.filters.reactions(counts.reactions)}
        checked={filters.reactions}
        onChange={(reactions) => set({ reactions })}
      />
      <DateTimeField
        picker={picker}
        label={texts.filters.from}
        value={localValue(filters.from)}
        onChange={(value) => set({ from: fromLocal(value) })}
      />
      <DateTimeField
        picker={picker}
        label={texts.filters.to}
        value={localValue(filters.to)}
        onChange={(value) => set({ to: fromLocal(value) })}
      />
      <output className="transcript-filters__shown muted">{texts.filters.shown(shown, total)}</output>
      <button type="button" className="button button--secondary" onClick={() => onChange(NO_FILTERS)}>
        {texts.filters.clear}
      </button>
      <form className="transcript-filters__jump flex wrap gap-2 items-end" onSubmit={jump}>
        <DateTimeField label={texts.jump.label} picker={picker} value={jumpAt} onChange={setJumpAt} />
        <button type="submit" className="button button--secondary">
          {texts.jump.go}
        </button>
        {missed && <span role="status">{texts.jump.none}</span>}
      </form>
    </fieldset>
  );
}
