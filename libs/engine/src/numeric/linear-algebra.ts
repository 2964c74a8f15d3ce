// Small dense linear algebra for the ridge fits (a dozen unknowns at most): no dependency needed.

/** Solves A x = b for a symmetric positive-definite A by Cholesky decomposition. Throws if A is not SPD. */
export function solveSymmetricPositiveDefinite(
  matrix: readonly (readonly number[])[],
  rhs: readonly number[],
): number[] {
  const size = rhs.length;
  const lower: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let row = 0; row < size; row++) {
    for (let col = 0; col <= row; col++) {
      let sum = matrix[row][col];
      for (let k = 0; k < col; k++) sum -= lower[row][k] * lower[col][k];
      if (row === col) {
        if (!(sum > 0)) throw new Error('Matrix is not positive definite');
        lower[row][col] = Math.sqrt(sum);
      } else {
        lower[row][col] = sum / lower[col][col];
      }
    }
  }
  const forward = new Array<number>(size).fill(0);
  for (let row = 0; row < size; row++) {
    let sum = rhs[row];
    for (let k = 0; k < row; k++) sum -= lower[row][k] * forward[k];
    forward[row] = sum / lower[row][row];
  }
  const solution = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    let sum = forward[row];
    for (let k = row + 1; k < size; k++) sum -= lower[k][row] * solution[k];
    solution[row] = sum / lower[row][row];
  }
  return solution;
}
