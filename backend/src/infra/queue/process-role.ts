/** Which process runs the app: the API (which may also run jobs in-process) or the separate job worker. */
export type ProcessRole = 'api' | 'worker';
