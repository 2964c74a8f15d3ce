// Photos for tests and benchmarks, cut from the samples image fetched beside the models (`npm run models`):
// @vladmandic/human's assets/samples.jpg, a collage whose top-left tile is the only full-body picture a package ships.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { samplesImagePath } from './model-files';

/** The CG figure's tile, with floor and backdrop extended so it stands clear of the edges as a user would. */
export async function sampleFigurePhoto(): Promise<Buffer> {
  return sharp(samplesImagePath())
    .extract({ left: 0, top: 0, width: 155, height: 158 })
    .extend({ top: 12, bottom: 16, extendWith: 'copy' })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The figure as a phone camera delivers a photo: a 3024 × 4032 (12-megapixel) JPEG, one person, whole body. */
export async function phoneSizedFigurePhoto(): Promise<Buffer> {
  return sharp(await sampleFigurePhoto())
    .resize(3024, 4032, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The collage's last tile: two people side by side. */
export async function sampleTwoPeoplePhoto(): Promise<Buffer> {
  return sharp(samplesImagePath()).extract({ left: 1130, top: 0, width: 150, height: 158 }).png().toBuffer();
}

/**
 * The whole collage, a crowd of small figures under drawn-on labels: a photo on which the landmark crop never settles,
 * so a scan runs the most landmark passes it allows. Benchmarks use it as the worst case.
 */
export function sampleCrowdPhoto(): Promise<Buffer> {
  return readFile(samplesImagePath());
}
