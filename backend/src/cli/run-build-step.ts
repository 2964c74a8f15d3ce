/** Runs a step of the backend's build started as `node dist/cli/<step>.js`: says what it made, or the error and exits 1. */
export function runBuildStep<T>(step: () => Promise<T>, describe: (result: T) => string): void {
  step().then(
    (result) => process.stdout.write(`${describe(result)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
