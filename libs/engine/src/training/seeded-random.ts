// Deterministic pseudo-random numbers for fold assignment: the same seed gives the same folds on every machine.

/** mulberry32 (Tommy Ettinger's 32-bit generator): small, fast, and good enough for shuffling. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates shuffle of 0..n-1 driven by the seed. */
export function seededPermutation(n: number, seed: number): number[] {
  const random = seededRandom(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Fold number (0..k-1) of each of n rows: a seeded shuffle dealt round-robin, so fold sizes differ by at most one. */
export function kFoldAssignment(n: number, folds: number, seed: number): number[] {
  const assignment = new Array<number>(n);
  seededPermutation(n, seed).forEach((row, position) => {
    assignment[row] = position % folds;
  });
  return assignment;
}
