import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

/** Records a one-second WebM video in the browser itself (canvas + MediaRecorder): a real, playable file. */
async function generateVideo(page: import('@playwright/test').Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    while (performance.now() - started < 1000) {
      const t = (performance.now() - started) / 1000;
      ctx.fillStyle = `hsl(${Math.round(t * 200)}, 80%, 60%)`;
      ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = '#fff';
      ctx.fillText('Sunrise', 20 + t * 200, 90);
      await new Promise((r) => setTimeout(r, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('an admin uploads a video, sees it in All Files, and a visitor plays it on /media after the rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/?tab=media-library');
  await expect(page.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
  const title = `Sunrise Song ${Date.now()}`;
  const video = await generateVideo(page);
  expect(video.length).toBeGreaterThan(1000);

  await page
    .locator('#media-file')
    .setInputFiles({ name: `${title}.webm`, mimeType: 'video/webm', buffer: video });
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Description (optional)').fill('A happy sunrise for the home page.');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect(page.getByText('Upload Successful!')).toBeVisible();
  await expect(page.locator('[data-upload-complete]')).toContainText('Upload complete (100%)');
  await expect(page.getByRole('tab', { name: 'All Files' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-media-file="${title}"]`)).toBeVisible();
  await expect(page.locator('[data-summary="Video Files"]')).not.toHaveText('0');

  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.7' } });
  const visitorPage = await visitor.newPage();
  await expect
    .poll(
      async () => {
        await visitorPage.goto('/media/');
        return visitorPage.getByRole('heading', { name: title }).count();
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBe(1);
  const player = visitorPage.getByLabel(title, { exact: true });
  await expect(visitorPage.getByText('A happy sunrise for the home page.')).toBeVisible();
  await expect(visitorPage.locator('[data-media-filter="videos"]')).toContainText('Videos (');
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // The home page's video library has it too, loaded only on demand.
  await visitorPage.goto('/');
  const homeVideo = visitorPage.locator('[data-video-library] video').first();
  await expect(homeVideo).toHaveAttribute('preload', 'none');
  await expect(visitorPage.locator('[data-video-library]')).not.toContainText('No videos available');
  await visitor.close();
});

test('the drop zone refuses a file that is not video or audio, and a missing title', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/?tab=media-library');
  await page
    .locator('#media-file')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(
    page.getByText('File type not supported. Please upload video or audio files only.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select a file and enter a title.')).toBeVisible();
});
