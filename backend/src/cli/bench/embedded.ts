// Part 2 of bench:api: the API on the embedded database (PGlite) with in-process jobs, from a cold start through
// stats-only and two-photo analyses, its memory, and other visitors' reads while photos are scanned.
import { setTimeout as sleep } from 'node:timers/promises';
import { phoneSizedFigurePhoto, sampleCrowdPhoto } from '@fitness/body-scan/sample-photos';
import { SAMPLE_USER_STATS } from '@fitness/contracts';
import { postJson, seedVisitor } from './api-visitor';
import { load, loadText } from './load';
import { median } from './median';
import { residentMiB, startEmbeddedApi, stop } from './server-process';

async function twoPhotoAnalysis(apiUrl: string, cookie: string, userId: string, photo: Buffer): Promise<number> {
  const references: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const { uploadURL } = (await postJson(`${apiUrl}/api/photos/upload`, {}, cookie)) as { uploadURL: string };
    const target = new URL(uploadURL, apiUrl);
    const upload = await fetch(`${apiUrl}${target.pathname}${target.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', cookie },
      body: photo,
    });
    // A refused upload would leave an analysis with no photo to scan, timed as if it had scanned one.
    if (!upload.ok) throw new Error(`the photo upload answered ${upload.status}: ${await upload.text()}`);
    references.push(`${target.origin}${target.pathname}`);
  }
  const started = performance.now();
  await postJson(
    `${apiUrl}/api/analysis`,
    { userId, userStats: SAMPLE_USER_STATS, frontPhotoURL: references[0], sidePhotoURL: references[1] },
    cookie,
  );
  return performance.now() - started;
}

export async function embedded(settings: { seconds: number }): Promise<void> {
  const { seconds } = settings;
  const coldStart = performance.now();
  const api = await startEmbeddedApi(3203, 'fitness-bench-embedded-');
  try {
    const seeded = await seedVisitor(api.url);
    console.log(`\n2. API on the embedded database (PGlite), in-process jobs`);
    console.log(`  cold start → first analysis answered: ${(performance.now() - coldStart).toFixed(0)} ms`);
    console.log(`  API resident memory then (new data folder): ${residentMiB(api.process.pid!).toFixed(0)} MiB`);
    const post = await load(`${api.url}/api/analysis`, {
      seconds,
      connections: 50,
      method: 'POST',
      body: { userId: seeded.userId, userStats: SAMPLE_USER_STATS },
      cookie: seeded.cookie,
    });
    console.log(`  POST /api/analysis, stats only, 50 connections: ${loadText(post)}  slowest ${post.max} ms`);

    const phonePhoto = await phoneSizedFigurePhoto();
    const crowdPhoto = await sampleCrowdPhoto();
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1)
      times.push(await twoPhotoAnalysis(api.url, seeded.cookie, seeded.userId, phonePhoto));
    const crowdTimes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      crowdTimes.push(await twoPhotoAnalysis(api.url, seeded.cookie, seeded.userId, crowdPhoto));
    console.log(
      `  two-photo analysis, 12-megapixel phone photos of one person: first ${times[0].toFixed(0)} ms, ` +
        `median after warm-up ${median(times.slice(3)).toFixed(0)} ms`,
    );
    console.log(
      `  the same with the crowd collage (worst case, the crop never settles): median ${median(crowdTimes).toFixed(0)} ms`,
    );
    // Right after, the scan thread still holds the models; it leaves after PHOTO_SCAN_IDLE_TIMEOUT_MS (10 s), and V8
    // hands back heap it grew under load once the process has been idle for a while.
    const afterPhotos = residentMiB(api.process.pid!);
    await sleep(15_000);
    const idle15 = residentMiB(api.process.pid!);
    await sleep(15_000);
    console.log(
      `  API resident memory after two-photo analyses: right after ${afterPhotos.toFixed(0)} MiB, ` +
        `idle 15 s ${idle15.toFixed(0)} MiB, idle 30 s ${residentMiB(api.process.pid!).toFixed(0)} MiB`,
    );

    const read = `${api.url}/api/analysis/${seeded.userId}`;
    const quiet = await load(read, { seconds, connections: 10, cookie: seeded.cookie });
    let scanning = true;
    // The crowd collage: the longest scans keep the scan thread busiest.
    const scans = (async () => {
      let count = 0;
      while (scanning) {
        await twoPhotoAnalysis(api.url, seeded.cookie, seeded.userId, crowdPhoto);
        count += 1;
      }
      return count;
    })();
    const busy = await load(read, { seconds, connections: 10, cookie: seeded.cookie });
    scanning = false;
    const scanned = await scans;
    console.log(`  other visitors' GET, 10 connections, quiet:                  ${loadText(quiet)}`);
    console.log(`  the same while two-photo analyses run back to back (${scanned}): ${loadText(busy)}`);
    console.log(`  p99 busy/quiet: ${(busy.p99 / quiet.p99).toFixed(2)}`);
    await sleep(1000);
    console.log(`  API resident memory at the end: ${residentMiB(api.process.pid!).toFixed(0)} MiB`);
  } finally {
    await stop(api);
  }
}
