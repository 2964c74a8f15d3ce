export type { BodyScanInput, BodyScanner, BodyScannerOptions } from './body-scanner';
export { createBodyScanner } from './body-scanner';
export { ModelFilesMissingError, assertModelFiles, resolveModelDir } from './model/model-files';
export { MAX_HEIGHT_CM, MIN_HEIGHT_CM } from './geometry/measure-body';
export type { BodyScannerPool, BodyScannerPoolOptions } from './pool/scanner-pool';
export { createBodyScannerPool, DEFAULT_SCAN_THREADS } from './pool/scanner-pool';
