// The package's entry for the app: scans run on the pool's threads, so importing this loads no model runtime
// (onnxruntime) into the caller's thread. createBodyScanner (body-scanner.ts) is what each pool thread runs. Photos for
// tests and benchmarks are a separate entry, `@fitness/body-scan/sample-photos`.
export type { BodyScanInput } from './body-scanner';
export { ModelFilesMissingError, assertModelFiles, resolveModelDir } from './model/model-files';
export { MAX_HEIGHT_CM, MIN_HEIGHT_CM } from './geometry/measure-body';
export type { BodyScannerPool, BodyScannerPoolOptions } from './pool/scanner-pool';
export { createBodyScannerPool, DEFAULT_SCAN_IDLE_TIMEOUT_MS, DEFAULT_SCAN_THREADS } from './pool/scanner-pool';
