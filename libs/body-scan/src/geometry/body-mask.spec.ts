import type { BodyMask } from './body-mask';
import { bodyBottomInColumn, bodyRunOnRow, bodyTopInColumn, findBodyComponents } from './body-mask';

function maskFromRows(rows: number[][]): BodyMask {
  const height = rows.length;
  const width = rows[0].length;
  return { width, height, data: Float32Array.from(rows.flat()) };
}

describe('findBodyComponents', () => {
  const mask = maskFromRows([
    [0, 1, 1, 0, 0, 0],
    [0, 1, 1, 0, 1, 0],
    [0, 1, 1, 0, 0, 0],
  ]);

  it('keeps the region under the seed and reports the others by size', () => {
    const found = findBodyComponents(mask, { x: 1.5, y: 1.5 }, 2);
    expect(found?.bodyArea).toBe(6);
    expect(found?.otherAreas).toEqual([1]);
    expect(found?.body[1 * 6 + 4]).toBe(0);
  });

  it('picks the nearest region when the seed falls just outside it', () => {
    expect(findBodyComponents(mask, { x: 3.5, y: 1.5 }, 1.5)?.bodyArea).toBe(6);
  });

  it('finds nothing when no masked pixel is within reach', () => {
    expect(findBodyComponents(maskFromRows([[0, 0, 0, 0]]), { x: 1, y: 0.5 }, 3)).toBeUndefined();
  });
});

describe('bodyRunOnRow', () => {
  it('puts binary edges on pixel boundaries', () => {
    const mask = maskFromRows([[0, 0, 1, 1, 1, 0]]);
    const body = Uint8Array.from([0, 0, 1, 1, 1, 0]);
    expect(bodyRunOnRow(mask, body, 0, 3.5, 0)).toEqual({ left: 2, right: 5 });
  });

  it('places soft edges where the probability crosses one half', () => {
    // Left edge: 0.2 → 0.8 between centres 1.5 and 2.5 crosses 0.5 at 2.0; right: 1 → 0.25 crosses at 4.5 + 2/3.
    const mask = maskFromRows([[0, 0.2, 0.8, 1, 1, 0.25]]);
    const body = Uint8Array.from([0, 0, 1, 1, 1, 0]);
    const run = bodyRunOnRow(mask, body, 0, 3, 0);
    expect(run?.left).toBeCloseTo(2, 5);
    expect(run?.right).toBeCloseTo(4.5 + 2 / 3, 5);
  });

  it('reaches a run next to the centre line within the search radius only', () => {
    const mask = maskFromRows([[1, 1, 0, 0, 0, 0]]);
    const body = Uint8Array.from([1, 1, 0, 0, 0, 0]);
    expect(bodyRunOnRow(mask, body, 0, 4.5, 1)).toBeUndefined();
    expect(bodyRunOnRow(mask, body, 0, 4.5, 3)).toEqual({ left: 0, right: 2 });
  });
});

describe('column edges', () => {
  it('finds the sub-pixel top and bottom of the body in a column', () => {
    const mask = maskFromRows([[0], [0.5], [1], [1], [0.75], [0]]);
    const body = Uint8Array.from([0, 1, 1, 1, 1, 0]);
    expect(bodyTopInColumn(mask, body, 0)).toBeCloseTo(1.5, 5);
    expect(bodyBottomInColumn(mask, body, 0)).toBeCloseTo(4.5 + 1 / 3, 5);
  });
});
