// Discord's embed field grid: inline fields share a row (up to 3), others take the whole row.

/** A 12-column grid placement for one field: `start` and `end` are CSS grid lines (1..13). */
export interface FieldPlacement {
  start: number;
  end: number;
}

const ROW_WIDTH = 12;
const MAX_INLINE_PER_ROW = 3;

/**
 * Places each field as Discord does: runs of consecutive inline fields are cut into rows of at
 * most three, sharing the row equally; a non-inline field spans the full row.
 */
export function layoutFields(fields: ReadonlyArray<{ inline?: boolean }>): FieldPlacement[] {
  const placements: FieldPlacement[] = [];
  let index = 0;
  while (index < fields.length) {
    if (!fields[index]?.inline) {
      placements.push({ start: 1, end: ROW_WIDTH + 1 });
      index += 1;
      continue;
    }
    let rowLength = 0;
    while (rowLength < MAX_INLINE_PER_ROW && fields[index + rowLength]?.inline) rowLength += 1;
    const width = ROW_WIDTH / rowLength;
    for (let slot = 0; slot < rowLength; slot += 1) {
      placements.push({ start: 1 + slot * width, end: 1 + (slot + 1) * width });
    }
    index += rowLength;
  }
  return placements;
}
