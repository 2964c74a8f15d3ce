import { CALIBRATION_SOURCE } from './fitted-parameters.generated';

/** Engine release plus the calibration file's fingerprint, stored with every analysis. */
export const ENGINE_VERSION = `0.1.0+nhanes-${CALIBRATION_SOURCE.sha256.slice(0, 8)}`;
