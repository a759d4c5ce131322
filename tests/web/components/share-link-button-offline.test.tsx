// 'Copy share link' when the link's code fails to load: a sentence says so at each press, and a later press copies.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareLinkButton } from '#web/components/share-link-button';
import { currentAnnouncements } from '#web/lib/a11y/announcer';
import { recordUnhandledRejections, settleRejections } from '../support/unhandled-rejections';

/** Whether the codec's chunk fails to load, and how often it was asked for. */
const chunk = vi.hoisted(() => ({ offline: true, asked: 0 }));
vi.mock('#web/lib/embed/share-codec', async (importOriginal) => {
  chunk.asked++;
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const rejections = recordUnhandledRejections();
const LOAD_FAILED = 'Could not prepare the link. Check your connection, then press Copy share link again.';

beforeEach(() => {
  chunk.offline = true;
  chunk.asked = 0;
});

describe("'Copy share link' whose code does not load", () => {
  it('says so at each press, with no unhandled rejection, and copies once it loads', async () => {
    const user = userEvent.setup();
    render(<ShareLinkButton tool="welcome-config" value={() => ({ enabled: true })} />);
    const button = screen.getByRole('button', { name: 'Copy share link' });
    await user.click(button);
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    await waitFor(() => expect(currentAnnouncements().assertive?.text).toBe(LOAD_FAILED));
    const first = currentAnnouncements().assertive?.id;

    await user.click(button);
    await waitFor(() => expect(chunk.asked).toBe(2));
    await waitFor(() => expect(currentAnnouncements().assertive?.id).not.toBe(first));
    expect(currentAnnouncements().assertive?.text).toBe(LOAD_FAILED);
    expect(screen.getAllByText(LOAD_FAILED)).toHaveLength(1);
    await settleRejections();
    expect(rejections).toEqual([]);

    chunk.offline = false;
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    expect(await navigator.clipboard.readText()).toMatch(/#welcome-config\./);
  });
});
