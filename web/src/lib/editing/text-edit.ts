// What changed between two versions of an editor's draft: typing in one text field, or anything else.

/** Typing in the one string that changed (`path` names it), with what was removed and inserted there; no change at all; or any other change. */
export type DraftEdit =
  | { kind: 'typing'; path: string; removed: string; inserted: string }
  | { kind: 'none' }
  | { kind: 'other' };

type Leaf = { path: string; before: unknown; after: unknown };

/** Collects the differing leaves of two values of the same shape; null when their shapes differ. */
function changedLeaves(before: unknown, after: unknown, path: string, out: Leaf[]): boolean {
  if (Object.is(before, after)) return true;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  if (!isObject(before) || !isObject(after)) {
    out.push({ path, before, after });
    return true;
  }
  if (Array.isArray(before) !== Array.isArray(after)) return false;
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length || keys.some((key) => !Object.hasOwn(b, key))) return false;
  return keys.every((key) => changedLeaves(a[key], b[key], `${path}/${key}`, out));
}

/**
 * Describes the change from `before` to `after`: 'none' when they hold the same values (even as
 * different objects); 'typing' when exactly one string leaf differs (the same shape otherwise),
 * with the text removed and inserted between their common start and end; 'other' for anything
 * else (a toggle, an added field, a whole new draft).
 */
export function describeDraftEdit(before: unknown, after: unknown): DraftEdit {
  const leaves: Leaf[] = [];
  const sameShape = changedLeaves(before, after, '', leaves);
  if (sameShape && leaves.length === 0) return { kind: 'none' };
  if (!sameShape || leaves.length !== 1) return { kind: 'other' };
  const [leaf] = leaves as [Leaf];
  if (typeof leaf.before !== 'string' || typeof leaf.after !== 'string') return { kind: 'other' };
  const old = leaf.before;
  const next = leaf.after;
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < old.length - start &&
    end < next.length - start &&
    old[old.length - 1 - end] === next[next.length - 1 - end]
  )
    end += 1;
  return {
    kind: 'typing',
    path: leaf.path,
    removed: old.slice(start, old.length - end),
    inserted: next.slice(start, next.length - end),
  };
}
