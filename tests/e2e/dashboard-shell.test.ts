// Browser tests of the pre-rendered dashboard shell: the chrome is drawn before any script loads, for signed-in requests only, and gives way to the app.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALE_COOKIE } from '#shared/constants/locales';
import { launchBrowser, type TestBrowser } from './support/browser';
import { failNextDemoCalls, installDemoBrowser, signInAsDemo } from './support/demo';
import { recordLayoutShifts } from './support/layout-shifts';

const baseUrl = inject('baseUrl');
const SERVER = '1100000000000000001';
const chrome = installDemoBrowser(baseUrl);

/** Whether the first element of `locator` takes the keyboard focus (an inert one does not). */
function takesFocus(locator: Locator): Promise<boolean> {
  return locator.first().evaluate((element: HTMLElement) => {
    element.focus();
    return document.activeElement === element;
  });
}

describe('without scripts', () => {
  let noScript: TestBrowser | undefined;
  beforeAll(async () => {
    noScript = await launchBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScript?.close();
  });
  const newPage = () => {
    if (!noScript) throw new Error('the browser starts in beforeAll');
    return noScript.browser.newPage();
  };
  /** A new page, signed in, at the dashboard page `path`. */
  const openSignedIn = async (path: string) => {
    const page = await newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}${path}`);
    return page;
  };

  it('a signed-in page with no content of its own shows its header and sidebar skeleton, hidden from assistive technology', async () => {
    const page = await newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/analytics`);
    const skeleton = page.locator('.dash-skeleton');
    expect(await skeleton.isVisible()).toBe(true);
    expect(await skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(await skeleton.locator('.dash-header').isVisible()).toBe(true);
    expect(await page.getByRole('main').count()).toBe(0);
    await page.close();
  });

  it('a signed-in /dashboard shows the real server list, its links working and its search field disabled', async () => {
    const page = await newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard`);
    expect(await page.getByRole('heading', { level: 1, name: 'Your Servers' }).isVisible()).toBe(true);
    const manage = page.getByRole('link', { name: 'Manage Warden HQ', exact: true });
    expect(await manage.getAttribute('href')).toBe(`/dashboard/${SERVER}`);
    expect(await page.getByRole('searchbox', { name: 'Search servers' }).isDisabled()).toBe(true);
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(
      await page
        .locator('[data-edge-shell], [data-edge-slot], [data-edge-content], [data-edge-placeholder]')
        .count(),
    ).toBe(0);
    await page.close();
  });

  it('a signed-in server overview shows the server’s name, Refresh locked until the app takes over', async () => {
    const page = await newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Warden HQ' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBe('true');
    await page.close();
  });

  it('a signed-in embed generator shows its heading and Send Embed, inert until the app takes over', async () => {
    const page = await newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    expect(await page.getByRole('heading', { level: 1, name: 'Embed Generator' }).isVisible()).toBe(true);
    const send = page.locator('main button[type="submit"]');
    expect(await send.textContent()).toBe('Send Embed');
    expect(await send.isVisible()).toBe(true);
    // inert: a press does nothing and the focus goes nowhere it would be lost from
    expect(await takesFocus(send)).toBe(false);
    expect(await takesFocus(page.locator('main button', { hasText: 'Clear draft' }))).toBe(false);
    await page.close();
  });

  it('a signed-in welcome editor shows its heading, a live back link and Save Configuration, inert, at once', async () => {
    const page = await newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/welcome-config`);
    expect(await page.getByRole('heading', { level: 1, name: 'Welcome Dashboard' }).isVisible()).toBe(true);
    // the loading state, drawn at the first paint: no fade-in, which would also hold back the page's largest paint
    expect(
      await page.locator('.wc-page').evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
    const save = page.locator('main .wc-savebar button', { hasText: 'Save Configuration' });
    expect(await save.isVisible()).toBe(true);
    expect(await takesFocus(save)).toBe(false);
    const back = page.getByRole('link', { name: 'Back to the server dashboard' });
    expect(await back.getAttribute('href')).toBe(`/dashboard/${SERVER}`);
    expect(await takesFocus(back)).toBe(true);
    await page.close();
  });

  it.each([
    ['auto-responder', 'Autoresponders', 'Reply automatically when a message contains a word or phrase.'],
    [
      'reaction-role',
      'Reaction Roles',
      'Post a message with buttons members click to give themselves a role, or take it away again.',
    ],
    ['logs', 'Dashboard activity', 'Every change made in this dashboard, newest first: who, what and when.'],
  ])('a signed-in %s page shows its heading and intro at once', async (tool, heading, intro) => {
    const page = await openSignedIn(`/dashboard/${SERVER}/${tool}`);
    expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
    expect(await page.locator('main .tool-page__intro').textContent()).toBe(intro);
    expect(await page.locator('main .tool-page__intro').isVisible()).toBe(true);
    await page.close();
  });

  it('a signed-in role page shows its heading, the server’s name, its intro and Refresh disabled, in the visitor’s language', async () => {
    const page = await openSignedIn(`/dashboard/${SERVER}/role-config`);
    expect(await page.getByRole('heading', { level: 1, name: 'Role Configuration' }).isVisible()).toBe(true);
    expect(await page.locator('main .tool-page__intro').textContent()).toBe('Warden HQ');
    expect(await page.locator('main p.rc-intro').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Refresh Configuration' }).isDisabled()).toBe(true);
    const back = page.locator('main a', { hasText: 'Back to Server Dashboard' });
    expect(await back.getAttribute('href')).toBe(`/dashboard/${SERVER}`);
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseUrl }]);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/role-config`);
    expect(await page.getByRole('heading', { level: 1, name: 'Rollenkonfiguration' }).isVisible()).toBe(true);
    await page.close();
  });

  it('a dashboard page without a session gets the empty SPA shell, as before', async () => {
    const page = await newPage();
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    expect(await page.locator('.dash-skeleton').count()).toBe(0);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await page.close();
  });
});

describe('with scripts', () => {
  it('the skeleton gives way to the page once the app has rendered', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/embed-generator`);
    await page.locator('#root').getByRole('button', { name: 'Send Embed', exact: true }).waitFor();
    expect(await page.locator('.dash-skeleton').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(true);
    await page.close();
  });

  /**
   * Opens `path` signed in and gives the box of `selector` in the last frame the shell drew it and
   * in the app once `ready` shows, with the app's element inside #root.
   */
  async function boxesOf(
    path: string,
    selector: string,
    ready: (page: Page) => Promise<void>,
    viewport?: { width: number; height: number },
  ) {
    const page = await chrome().browser.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await signInAsDemo(page, baseUrl);
    await page.addInitScript((shellSelector) => {
      const seen: { box: DOMRect | null } = { box: null };
      Object.assign(window, { __shellBox: seen });
      const frame = () => {
        // the shell's copy at rest: any animation it runs (a few pixels of slide) is ended at once
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          const finite = effect?.getComputedTiming().endTime !== Infinity; // a looping skeleton pulse cannot end
          if (finite && effect?.target?.closest('.dash-skeleton')) animation.finish();
        }
        const element = document.querySelector(`.dash-skeleton ${shellSelector}`);
        if (element && element.getClientRects().length > 0) seen.box = element.getBoundingClientRect();
        if (!document.getElementById('root')?.firstChild) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, selector);
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    // the welcome editor fades in (spec); its box is compared once it stands still
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            (animation as CSSAnimation).animationName !== 'wc-fade-in' || animation.playState === 'finished',
        ),
    );
    // and it stands still: under load the fade may start only after the check above ran
    let last = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await page.locator(`#root ${selector}`).first().boundingBox());
          const still = now === last;
          last = now;
          return still;
        },
        { interval: 400, timeout: 10_000 },
      )
      .toBe(true);
    const boxes = await page.evaluate((appSelector) => {
      const rect = (box: DOMRect | null | undefined) => box && [box.x, box.y, box.width, box.height];
      return {
        shell: rect((window as unknown as { __shellBox: { box: DOMRect | null } }).__shellBox.box),
        app: rect(document.querySelector(`#root ${appSelector}`)?.getBoundingClientRect()),
      };
    }, selector);
    expect(await page.locator('.dash-skeleton').isVisible()).toBe(false);
    await page.close();
    return boxes;
  }

  it('the app draws the server list where the shell drew it', async () => {
    const { shell, app } = await boxesOf('/dashboard', '.dash-server', (page) =>
      page.getByRole('searchbox', { name: 'Search servers' }).and(page.locator(':enabled')).waitFor(),
    );
    expect(shell).not.toBeNull();
    expect(app).toEqual(shell);
  });

  it('the app draws the server’s name where the shell drew it', async () => {
    const { shell, app } = await boxesOf(`/dashboard/${SERVER}`, 'main h1', (page) =>
      page.locator('#root').getByRole('button', { name: 'Refresh' }).waitFor(),
    );
    expect(shell).not.toBeNull();
    expect(app).toEqual(shell);
  });

  it('the app draws a tool’s heading where the shell drew it', async () => {
    const welcome = `/dashboard/${SERVER}/welcome-config`;
    const ready = (page: Page) =>
      page.locator('#root').getByRole('button', { name: 'Save Configuration' }).waitFor();
    const heading = await boxesOf(welcome, 'main h1', ready);
    expect(heading.shell).not.toBeNull();
    // the app's header adds its actions (Live Preview, Share) beside the title, which narrow the h1's box, not its text
    const place = (box: number[] | null | undefined) => box && [box[0], box[1], box[3]].map(Math.round);
    expect(place(heading.app)).toEqual(place(heading.shell));
  });

  it.each([
    ['auto-responder', 'main .tool-page__intro', 'Add New'],
    ['role-config', 'main p.rc-intro', 'Refresh Configuration'],
  ])('the app draws the %s page’s intro where the shell drew it', async (tool, selector, button) => {
    const { shell, app } = await boxesOf(`/dashboard/${SERVER}/${tool}`, selector, (page) =>
      page.locator('#root').getByRole('button', { name: button }).waitFor(),
    );
    expect(shell).not.toBeNull();
    expect(app).toEqual(shell);
  });

  it.each([
    ['auto-responder', 'Add New'],
    ['role-config', 'Refresh Configuration'],
  ])(
    'on a phone, nothing on the %s page moves while the app takes over and its data arrives',
    async (tool, button) => {
      const page = await chrome().browser.newPage();
      await page.setViewportSize({ width: 412, height: 823 });
      await signInAsDemo(page, baseUrl);
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(`${baseUrl}/dashboard/${SERVER}/${tool}`);
      await page
        .locator('#root')
        .getByRole('button', { name: button })
        .and(page.locator(':enabled'))
        .waitFor();
      // enabled once its data is read (Add New, while the list loads; Refresh, until the roles are read); then two frames drawn
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await layoutShifts()).toEqual([]);
      await page.close();
    },
  );

  it('the app draws the welcome editor’s Save Configuration where the shell drew it on a phone, at the foot of the screen', async () => {
    const ready = (page: Page) =>
      page.locator('#root').getByRole('button', { name: 'Save Configuration' }).waitFor();
    // a phone: wider, the demo's floating notice (drawn by the app only) makes the app's bar taller
    const phone = { width: 412, height: 823 };
    const save = await boxesOf(
      `/dashboard/${SERVER}/welcome-config`,
      'main .wc-savebar__actions > button:last-child',
      ready,
      phone,
    );
    expect(save.shell && save.shell[1] + save.shell[3]).toBeGreaterThan(phone.height - 60);
    expect(save.shell).not.toBeNull();
    expect(save.app?.map(Math.round)).toEqual(save.shell?.map(Math.round));
  });

  it('the welcome editor’s fields fade in over the shell’s grey bars, its header and save bar still, and the whole editor fades in when the app opens it', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/${SERVER}/welcome-config`);
    const animationOf = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).animationName);
    const editor = page.locator('#root .wc-page');
    await page.locator('#root').getByRole('button', { name: 'Save Configuration' }).waitFor();
    expect(await animationOf(editor)).toBe('none');
    expect(await animationOf(page.locator('#root .wc-layout'))).toBe('wc-fade-in');
    await page.locator('#root').getByRole('link', { name: 'Back to the server dashboard' }).click();
    await page.locator('#root').getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    await page.goBack();
    await page.locator('#root').getByRole('button', { name: 'Save Configuration' }).waitFor();
    expect(await animationOf(editor)).toBe('wc-fade-in');
    await page.close();
  });

  it('a signed-in page runs its scripts only after the browser reports the skeleton painted', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    // when the app first puts anything into #root
    await page.addInitScript(() => {
      const seen = { rendered: Number.NaN };
      Object.assign(window, { __shellTimes: seen });
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root')?.firstChild) return;
        seen.rendered = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/dashboard/${SERVER}`);
    await page.locator('#root').getByRole('heading', { level: 1, name: 'Warden HQ' }).waitFor();
    const { paint, rendered, held } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      rendered: (window as unknown as { __shellTimes: { rendered: number } }).__shellTimes.rendered,
      held: document.getElementById('after-first-paint') !== null,
    }));
    await page.close();
    expect(paint).toBeGreaterThan(0);
    expect(rendered).toBeGreaterThan(paint);
    expect(held).toBe(false);
  });

  it('a signed-in page whose session the bot API refuses still goes to /login', async () => {
    const page = await chrome().browser.newPage();
    await signInAsDemo(page, baseUrl);
    // the Worker's read of the session and the page's own check are both refused
    await failNextDemoCalls(baseUrl, '/auth/me', 2, 401);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.locator('.dash-skeleton').isVisible()).toBe(false);
    await page.close();
  });
});
