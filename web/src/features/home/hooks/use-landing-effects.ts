// The landing page's visual effects: a glow following the mouse and a gentle parallax on scroll.
import { type RefObject, useEffect } from 'react';

/**
 * Writes the mouse position (`--pointer-x/y`, in px inside the element) and the scroll offset
 * (`--scroll`, px) as CSS variables on `target`, at most once per frame. Off when `enabled` is
 * false (the narrow view) or the visitor prefers reduced motion; the variables are then removed.
 */
export function useLandingEffects(target: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;
    const paint = () => {
      frame = 0;
      element.style.setProperty('--scroll', `${Math.round(window.scrollY)}px`);
      if (!pointer) return;
      const box = element.getBoundingClientRect();
      element.style.setProperty('--pointer-x', `${Math.round(pointer.x - box.left)}px`);
      element.style.setProperty('--pointer-y', `${Math.round(pointer.y - box.top)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const onPointer = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    element.addEventListener('pointermove', onPointer);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('pointermove', onPointer);
      window.removeEventListener('scroll', schedule);
      for (const name of ['--scroll', '--pointer-x', '--pointer-y']) element.style.removeProperty(name);
    };
  }, [target, enabled]);
}
