// Smoke test of the real model on the only full-body picture a package ships: the CG figure in the top-left
// tile of @vladmandic/human's assets/samples.jpg (fetched into models/ by scripts/fetch-models.mjs).
// Network access is stubbed to fail for the whole test: loading and running must need nothing but the disk.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BodyScanner } from './body-scanner';
import { createBodyScanner } from './body-scanner';
import { readSilhouette } from './geometry/silhouette';
import { LANDMARK } from './geometry/keypoints';
import {
  MODEL_FILE_NAMES,
  ModelFilesMissingError,
  findRepositoryRoot,
  resolveModelDir,
  samplesImagePath,
} from './model/model-files';
import { CONVERTED_MODELS_FOLDER } from './model/onnx/converted-model-store';
import { PoseRunner } from './model/pose-runner';
import { sampleFigurePhoto, sampleTwoPeoplePhoto } from './model/sample-photos';

const networkAttempts: string[] = [];
const originals = {
  fetch: globalThis.fetch,
  httpRequest: http.request,
  httpGet: http.get,
  httpsRequest: https.request,
  httpsGet: https.get,
};

function blockNetwork(): void {
  const refuse = (what: string) => (): never => {
    networkAttempts.push(what);
    throw new Error(`network access during the body-scan test: ${what}`);
  };
  globalThis.fetch = refuse('fetch') as typeof fetch;
  http.request = refuse('http.request') as typeof http.request;
  http.get = refuse('http.get') as typeof http.get;
  https.request = refuse('https.request') as typeof https.request;
  https.get = refuse('https.get') as typeof https.get;
}

function restoreNetwork(): void {
  globalThis.fetch = originals.fetch;
  http.request = originals.httpRequest;
  http.get = originals.httpGet;
  https.request = originals.httpsRequest;
  https.get = originals.httpsGet;
}

beforeAll(() => {
  // Fetch the model files and the sample image once (a no-op when they are already in models/).
  if (!existsSync(samplesImagePath()) || !existsSync(join(resolveModelDir(), 'blazepose-full.bin'))) {
    const fetch = spawnSync(process.execPath, [join(findRepositoryRoot(__dirname), 'scripts', 'fetch-models.mjs')], {
      encoding: 'utf8',
    });
    if (fetch.status !== 0) throw new Error(`could not fetch the model files: ${fetch.stderr}`);
  }
  blockNetwork();
});

afterAll(() => {
  restoreNetwork();
});

describe('BlazePose on the CG figure', () => {
  let runner: PoseRunner;
  beforeAll(async () => {
    runner = await PoseRunner.load(resolveModelDir());
  });
  afterAll(() => runner.dispose());

  it('finds one upright person, landmarks in anatomical order, and a mask covering the body', async () => {
    const { observation, landmarkPasses } = await runner.observeWithDetails(await sampleFigurePhoto(), 'front');
    expect(observation.readable).toBe(true);
    if (!observation.readable || !observation.pose) throw new Error('no pose found');
    expect(observation.peopleDetected).toBe(1);
    expect(observation.pose.score).toBeGreaterThan(0.9);
    expect(landmarkPasses).toBeGreaterThanOrEqual(1);

    const k = observation.pose.keypoints;
    const y = (name: keyof typeof LANDMARK): number => k[LANDMARK[name]].y;
    expect(y('nose')).toBeLessThan(y('leftShoulder'));
    expect(y('leftShoulder')).toBeLessThan(y('leftHip'));
    expect(y('leftHip')).toBeLessThan(y('leftKnee'));
    expect(y('leftKnee')).toBeLessThan(y('leftAnkle'));
    // Facing the camera: the person's left shoulder is on the picture's right.
    expect(k[LANDMARK.leftShoulder].x).toBeGreaterThan(k[LANDMARK.rightShoulder].x);
    // Feet near the bottom of the figure's tile (rows 150–158 of the original, +12 of padding).
    expect(y('leftHeel')).toBeGreaterThan(150);
    expect(y('leftHeel')).toBeLessThan(175);

    const silhouette = readSilhouette(observation.pose);
    expect(silhouette).toBeDefined();
    // Head to soles spans most of the 256 px crop, as the crop is 1.25 body radii around the hips.
    expect(silhouette?.bodyPx).toBeGreaterThan(170);
    expect(silhouette?.bodyPx).toBeLessThan(230);
    expect(silhouette?.components.otherAreas[0] ?? 0).toBeLessThan(0.05 * (silhouette?.components.bodyArea ?? 0));
  });

  it('counts the two people in the collage’s last tile', async () => {
    const observation = await runner.observe(await sampleTwoPeoplePhoto(), 'front');
    expect(observation.readable && observation.peopleDetected).toBe(2);
  });
});

describe('createBodyScanner', () => {
  let scanner: BodyScanner;
  beforeAll(async () => {
    scanner = await createBodyScanner();
  });
  afterAll(() => scanner.dispose());

  it('passes the figure as a front photo and reports it is not a side view when given as the side photo', async () => {
    const photo = await sampleFigurePhoto();
    const result = await scanner.scan({ front: photo, side: photo, heightCm: 170 });
    expect(result.failures.map((f) => `${f.photo}:${f.code}`)).toEqual(['side:side_not_side_view']);
    // No side photo, no depth: no girth and no posture can be measured.
    expect(result.circumferencesCm).toEqual({});
    expect(result.posture).toBeUndefined();
    expect(result.asymmetry).toBeGreaterThanOrEqual(0);
    expect(result.asymmetry).toBeLessThan(0.2);
  });

  it('reports bytes that are not an image as unreadable instead of throwing', async () => {
    const result = await scanner.scan({
      front: Buffer.from('not an image'),
      side: await sampleFigurePhoto(),
      heightCm: 170,
    });
    expect(result.failures.map((f) => `${f.photo}:${f.code}`)).toEqual([
      'front:unreadable_image',
      'side:side_not_side_view',
    ]);
  });

  it('reports more than one person', async () => {
    const result = await scanner.scan({
      front: await sampleTwoPeoplePhoto(),
      side: await sampleFigurePhoto(),
      heightCm: 170,
    });
    expect(result.failures.map((f) => `${f.photo}:${f.code}`)).toContain('front:multiple_people');
  });

  it('reads a phone photo stored sideways with an EXIF orientation as the upright photo it is', async () => {
    const upright = await sampleFigurePhoto();
    const sideways = await sharp(upright).rotate(-90).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const [fromUpright, fromSideways] = [
      await scanner.scan({ front: upright, side: upright, heightCm: 170 }),
      await scanner.scan({ front: sideways, side: upright, heightCm: 170 }),
    ];
    expect(fromSideways.failures).toEqual(fromUpright.failures);
    expect(fromSideways.asymmetry).toBeCloseTo(fromUpright.asymmetry ?? NaN, 1);
  });

  it('serves concurrent scans one after the other with the same results', async () => {
    const photo = await sampleFigurePhoto();
    const input = { front: photo, side: photo, heightCm: 170 };
    const [a, b] = await Promise.all([scanner.scan(input), scanner.scan(input)]);
    expect(a).toEqual(b);
  });

  it('rejects an impossible height as a caller error', async () => {
    const photo = await sampleFigurePhoto();
    await expect(scanner.scan({ front: photo, side: photo, heightCm: 17 })).rejects.toThrow(RangeError);
  });

  it('never reached for the network', () => {
    expect(networkAttempts).toEqual([]);
  });
});

describe('a disposed scanner', () => {
  it('refuses to scan', async () => {
    const scanner = await createBodyScanner();
    scanner.dispose();
    const photo = await sampleFigurePhoto();
    await expect(scanner.scan({ front: photo, side: photo, heightCm: 170 })).rejects.toThrow(/disposed/);
  });
});

describe('model files', () => {
  it('are required up front, with the command that fetches them', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-models-'));
    const attempt = createBodyScanner({ modelDir: empty });
    await expect(attempt).rejects.toThrow(ModelFilesMissingError);
    await expect(attempt).rejects.toThrow(/npm run models/);
  });

  it('are converted once: the next scanner loads the kept conversions and measures the same', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'models-copy-'));
    for (const name of MODEL_FILE_NAMES) copyFileSync(join(resolveModelDir(), name), join(copy, name));
    const photo = await sampleFigurePhoto();
    const input = { front: photo, side: photo, heightCm: 170 };
    const scanners: BodyScanner[] = [];
    try {
      scanners.push(await createBodyScanner({ modelDir: copy }));
      const folder = join(copy, CONVERTED_MODELS_FOLDER);
      const written = () => readdirSync(folder).map((file) => `${file} ${statSync(join(folder, file)).mtimeMs}`);
      const kept = written();
      scanners.push(await createBodyScanner({ modelDir: copy }));

      expect(
        kept
          .filter((file) => file.includes('.onnx '))
          .map((file) => file.split('-')[0])
          .sort(),
      ).toEqual(['detector', 'landmarks', 'segmentation']);
      // Nothing written again: the second scanner read what the first kept.
      expect(written()).toEqual(kept);
      expect(await scanners[1].scan(input)).toEqual(await scanners[0].scan(input));
    } finally {
      for (const scanner of scanners) scanner.dispose();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
