import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLandingEffects } from '#web/features/home/hooks/use-landing-effects';

function Hero({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useLandingEffects(ref, enabled);
  return <section ref={ref} aria-label="hero" />;
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the landing visual effects', () => {
  it('follow the mouse and the scroll offset through CSS variables', async () => {
    preferReducedMotion(false);
    const { getByLabelText } = render(<Hero enabled />);
    const hero = getByLabelText('hero');
    fireEvent.pointerMove(hero, { clientX: 120, clientY: 45 });
    await vi.waitFor(() => expect(hero.style.getPropertyValue('--pointer-x')).toBe('120px'));
    expect(hero.style.getPropertyValue('--pointer-y')).toBe('45px');
    expect(hero.style.getPropertyValue('--scroll')).toBe('0px');
  });

  it('stay off in the narrow view and for visitors who prefer reduced motion', async () => {
    preferReducedMotion(false);
    const narrow = render(<Hero enabled={false} />).getByLabelText('hero');
    fireEvent.pointerMove(narrow, { clientX: 10, clientY: 10 });
    preferReducedMotion(true);
    const calm = render(<Hero enabled />).getAllByLabelText('hero')[1] as HTMLElement;
    fireEvent.pointerMove(calm, { clientX: 10, clientY: 10 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(narrow.getAttribute('style')).toBeNull();
    expect(calm.getAttribute('style')).toBeNull();
  });

  it('clean their variables up when switched off', async () => {
    preferReducedMotion(false);
    const view = render(<Hero enabled />);
    const hero = view.getByLabelText('hero');
    fireEvent.pointerMove(hero, { clientX: 5, clientY: 5 });
    await vi.waitFor(() => expect(hero.style.getPropertyValue('--pointer-x')).toBe('5px'));
    view.rerender(<Hero enabled={false} />);
    expect(hero.style.getPropertyValue('--pointer-x')).toBe('');
    expect(hero.style.getPropertyValue('--scroll')).toBe('');
  });
});
