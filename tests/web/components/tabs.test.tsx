// The one tab set: roles, names, roving tabindex, automatic activation by ArrowLeft/ArrowRight (wrapping), Home and End.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '#web/components/tabs';

const TABS = ['link', 'paste', 'upload'] as const;
type Tab = (typeof TABS)[number];
const NAMES = { link: 'Link', paste: 'Paste text', upload: 'Upload a file' } as const;

function Harness() {
  const [active, setActive] = useState<Tab>('link');
  return (
    <>
      <button type="button">Before</button>
      <Tabs id="t" label="Open a transcript" tabs={TABS} names={NAMES} active={active} onSelect={setActive}>
        <p>{`panel of ${active}`}</p>
      </Tabs>
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);

describe('Tabs', () => {
  it('is a named tablist whose selected tab labels the one panel it controls', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Open a transcript' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Link',
      'Paste text',
      'Upload a file',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Link' });
    expect(panel.textContent).toBe('panel of link');
    for (const element of screen.getAllByRole('tab')) {
      expect(element.getAttribute('aria-controls')).toBe(panel.id);
    }
    expect(selected()).toEqual(['Link']);
  });

  it('makes only the selected tab a Tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(tab('Link'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.click(tab('Paste text'));
    expect(tab('Link').tabIndex).toBe(-1);
    expect(tab('Paste text').tabIndex).toBe(0);
  });

  it('selects and focuses with ArrowRight and ArrowLeft (wrapping round), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    tab('Link').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Paste text'));
    expect(selected()).toEqual(['Paste text']);
    expect(screen.getByRole('tabpanel', { name: 'Paste text' }).textContent).toBe('panel of paste');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Upload a file'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Link'));
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Upload a file']);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Link'));
    expect(selected()).toEqual(['Link']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Link']);
  });
});
