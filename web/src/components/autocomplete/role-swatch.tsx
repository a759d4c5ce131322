// A small dot in a role's colour (grey for roles without one).
import { colorNumberToHex } from '#web/lib/embed/embed-payload';

/** Draws the dot; `color` is Discord's 24-bit number, 0 meaning no colour. */
export function RoleSwatch({ color }: { color: number }) {
  return (
    <span
      className="role-swatch flex-none"
      aria-hidden="true"
      style={{ background: color ? colorNumberToHex(color) : '#99aab5' }}
    />
  );
}
