import * as tf from '@tensorflow/tfjs-core';
import type { Affine } from '../geometry/affine';
import { cropAffine } from './affine-crop';
import { ensureWasmBackend } from './testing/wasm-backend';

describe('cropAffine', () => {
  const width = 37;
  const height = 23;
  const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 97 + 13) % 256);

  /** What the scanner computed before: tf.image.transform (bilinear, 0 outside) on the same map, then ÷ 255. */
  async function tfjsCrop(frameToImage: Affine, size: number): Promise<Float32Array> {
    await ensureWasmBackend();
    const [a, b, c, d, e, f] = frameToImage;
    // tf.image.transform maps output pixel indices to input pixel indices: shift the continuous map by ½ pixel.
    const matrix = [a, b, c + (a + b) / 2 - 0.5, d, e, f + (d + e) / 2 - 0.5, 0, 0];
    const crop = tf.tidy(() =>
      tf.div(
        tf.image.transform(
          tf.tensor4d(Float32Array.from(rgb), [1, height, width, 3]),
          tf.tensor2d([matrix]),
          'bilinear',
          'constant',
          0,
          [size, size],
        ),
        255,
      ),
    );
    const values = (await crop.data()) as Float32Array;
    crop.dispose();
    return values;
  }

  it.each<[string, Affine]>([
    ['a rotated, scaled crop reaching outside the photo', [0.4, -0.15, 9.3, 0.15, 0.4, -3.2]],
    ['a plain shift inside the photo', [1, 0, 2.25, 0, 1, 1.5]],
  ])('samples as TensorFlow’s image transform does: %s', async (_, frameToImage) => {
    const actual = cropAffine({ rgb, width, height }, frameToImage, 48);
    const expected = await tfjsCrop(frameToImage, 48);
    let largest = 0;
    for (let i = 0; i < expected.length; i += 1) largest = Math.max(largest, Math.abs(actual[i] - expected[i]));
    expect(largest).toBeLessThan(1e-5);
    // Some of the first crop lies outside the photo: black there, not edge pixels repeated.
    if (frameToImage[2] > 9) expect(Array.from(actual.subarray(0, 3))).toEqual([0, 0, 0]);
  });
});
