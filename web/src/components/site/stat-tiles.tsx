// A row of headline numbers (uptime, servers, users...) shown on the marketing pages.
import './site-ui.css';

/** One headline number and what it counts. */
export interface StatTile {
  value: string;
  label: string;
}

/** The tiles as a description list, so each number is read with its label. */
export function StatTiles({ tiles, label }: { tiles: readonly StatTile[]; label: string }) {
  return (
    <dl className="stat-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tiles__tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
