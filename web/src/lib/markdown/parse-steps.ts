// A work counter the markdown parser advances once per character it examines, so tests can prove linear time.

/** Counts parser work: every pass over the text adds the characters it examined. */
export interface ParseSteps {
  count: number;
}

/** A fresh counter at zero. */
export function newParseSteps(): ParseSteps {
  return { count: 0 };
}
