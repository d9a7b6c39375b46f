import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from '../support/control';
import { demoDrama, demoGuest, recordRequests, thai, type Recorder } from './session-helpers';

// The app shell: moving between screens posts one visit per route change, in order, and the pages
// left behind going forward stay alive (the same DOM, the same video where it was).

const visits = (calls: Recorder) => calls.of('addUserAction').map((call) => call.body as Record<string, unknown>);

/** Waits for the n-th visit report, so each one is tied to the route change that caused it. */
async function expectVisits(calls: Recorder, count: number): Promise<void> {
  await expect.poll(() => visits(calls).length, { timeout: 15_000, message: `${count} visit reports` }).toBe(count);
}

const homeVideo = (page: Page) => page.locator('[data-route="home"] [data-role="current"] video');

test('/ → /mine → /recharge → back → back posts one visit per change and keeps / alive', async ({ page }) => {
  const calls = recordRequests(page);
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
  await expectVisits(calls, 1);

  // Home's player: let the first episode play a moment, and mark its <video> node.
  await expect
    .poll(() => homeVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.3);
  await homeVideo(page).evaluate((video) => {
    (video as HTMLVideoElement & { __mark?: string }).__mark = 'kept';
  });

  await page.getByRole('navigation').getByRole('button', { name: thai.navUser }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mine');
  await expectVisits(calls, 2);
  // Hidden, home's video is paused where it was.
  await expect.poll(() => homeVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  const leftAt = await homeVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);
  expect(leftAt).toBeGreaterThan(0.3);

  await page.locator('[data-route="mine"]').getByRole('button', { name: thai.topUp, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recharge');
  await expectVisits(calls, 3);

  await page.locator('[data-route="recharge"]').getByRole('button', { name: thai.back, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mine');
  await expectVisits(calls, 4);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectVisits(calls, 5);
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();

  // The same <video> node (not a remounted player), back on the episode and position it was left at.
  expect(await homeVideo(page).evaluate((video) => (video as HTMLVideoElement & { __mark?: string }).__mark)).toBe(
    'kept',
  );
  const back = await homeVideo(page).evaluate((video: HTMLVideoElement) => ({
    episode: Number(video.dataset.episode),
    time: video.currentTime,
  }));
  expect(back.episode).toBe(1);
  expect(back.time).toBeGreaterThanOrEqual(leftAt - 0.05);
  // Pages are only dropped going forward: a single page per route is alive, home being the first.
  await expect(page.locator('[data-route="home"]')).toHaveCount(1);
  await expect(page.locator('[data-route="mine"]')).toHaveCount(1);

  const reports = visits(calls);
  expect(reports).toHaveLength(5);
  for (const report of reports) {
    expect(report).toMatchObject({
      actionType: 'visit',
      h5UserId: demoGuest.h5UserId,
      dramaId: demoDrama.dramaId,
      promotionLinkId: demoDrama.promotionLinkId,
    });
    expect(report.actionTime).toMatch(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
  }
  const times = reports.map((report) => String(report.actionTime));
  expect([...times].sort()).toEqual(times);
  // Reported for "now" in the page's local time (within a minute of the test's clock).
  const pageNow = await page.evaluate(() => Date.now() - new Date().getTimezoneOffset() * 60_000);
  const lastTime = Date.parse(`${times.at(-1)!.replace(' ', 'T')}Z`);
  expect(Math.abs(pageNow - lastTime)).toBeLessThan(60_000);
});

test('a screen opened directly goes back to / when there is no history', async ({ page }) => {
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
  await page.goto('/settings');
  const settings = page.locator('[data-route="settings"]');
  await settings.getByRole('button', { name: thai.back, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
});

test('a new window width reloads to / with the landing query; a new height alone (a keyboard) does not', async ({
  page,
}) => {
  // The resize rule's timers (the shape read after the first frame, the 300 ms settle) run on Playwright's
  // clock, which the test moves past them: "no reload" is then seen after the moment it would have come.
  await page.clock.install();
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
  await page.goto('/settings?info=demo-th');
  const settings = page.locator('[data-route="settings"]');
  await expect(settings).toBeVisible();
  const size = page.viewportSize()!;
  await pauseClock(page);
  await page.clock.runFor(200); // The width at start is taken a frame after the app is on screen.

  await page.setViewportSize({ width: size.width, height: size.height - 300 });
  await page.clock.runFor(600); // Past the 300 ms the width is given to settle.
  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  await page.clock.resume();

  const reloaded = page.waitForEvent('load');
  await page.setViewportSize({ width: size.width + 200, height: size.height });
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?info=demo-th');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
});
