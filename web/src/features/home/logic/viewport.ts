// The landing page's narrow-view rule (spec section 9): wider than 400 and narrower than 1075 px.
import { NARROW_VIEW } from '#shared/constants/limits';

/** True when a viewport `width` (CSS px) is in the landing page's narrow range, bounds excluded. */
export function isNarrowView(width: number): boolean {
  return width > NARROW_VIEW.min && width < NARROW_VIEW.max;
}
