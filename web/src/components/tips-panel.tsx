// A titled list of tips beside a dashboard editor (autoresponders, welcome messages, role setup).
import { Panel } from './panel';

/** The tips as a bulleted list in a panel titled `heading`. */
export function TipsPanel({ heading, tips }: { heading: string; tips: readonly string[] }) {
  return (
    <Panel title={heading}>
      <ul className="panel-tips grid gap-2 muted">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Panel>
  );
}
