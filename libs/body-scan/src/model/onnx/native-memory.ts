// Two memory controls that neither onnxruntime-node nor Node offers, reached through the libraries' C interfaces with
// koffi (a foreign-function library). Both only change where memory is kept, never what a scan computes, and both
// step aside (the scan runs as before) wherever they cannot be set up: another platform, another runtime.
//
// 1. One memory arena for all the model sessions. onnxruntime gives each session its own arena, which grows to that
//    session's peak and keeps it: three sessions, three peaks (about 11, 21 and 16 MB here). The sessions run one after
//    another, so one arena registered in onnxruntime's environment and shared by all (`session.use_env_allocators`,
//    onnxruntime's documented way to share one: https://onnxruntime.ai/docs/get-started/with-c.html) holds about the
//    largest peak alone.
// 2. glibc's malloc_trim after a scan. Freed memory inside glibc's heaps stays resident until trimmed, and a scan
//    frees tens of MB there (photos, tensors, sharp's buffers).
// Together the API was 35-44 MiB smaller right after a burst of two-photo analyses (329-336 against 364-373 MiB),
// scan time unchanged (`npm run bench:api` part 2 and `npm run bench`, A/B in one session).
import { dirname, join } from 'node:path';
// koffi's types describe its ESM entry; at run time this CommonJS module gets its CommonJS one, with the same API.
import type * as Koffi from 'koffi' with { 'resolution-mode': 'import' };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const koffi = require('koffi') as typeof Koffi;

// Where OrtApi (onnxruntime_c_api.h) keeps each function used here. The struct only ever grows at its end, so these
// places hold in every release that answers GetApi(ORT_API_VERSION) below.
const ORT_API_VERSION = 16;
const ORT_API = {
  GetErrorMessage: 2,
  CreateEnv: 3,
  CreateCpuMemoryInfo: 69,
  ReleaseStatus: 93,
  CreateAndRegisterAllocator: 144,
  CreateArenaCfg: 156,
} as const;
const ORT_LOGGING_LEVEL_ERROR = 3;
const ORT_ARENA_ALLOCATOR = 1;
const ORT_MEM_TYPE_DEFAULT = 0;
// The arena's own defaults (no limit, chunks doubling as it grows: growing by exactly what was asked kept more).
const ARENA_DEFAULTS = { maxMemory: 0, extendStrategy: -1, initialChunkBytes: -1, maxDeadBytesPerChunk: -1 };

type Pointer = unknown;

let sessionSettings: Record<string, string> | undefined;

/**
 * The session settings that make a session use the shared arena, registering it on the first call (once per process:
 * a thread that finds it registered by another uses it too). Empty when it could not be set up.
 */
export function sharedArenaSessionSettings(): Record<string, string> {
  sessionSettings ??= registerSharedArena() ? { use_env_allocators: '1' } : {};
  return sessionSettings;
}

let trim: (() => void) | undefined;

/** Hands memory freed inside glibc's heaps back to the system (malloc_trim); does nothing without glibc. */
export function releaseFreedMemory(): void {
  trim ??= loadMallocTrim();
  trim();
}

function loadMallocTrim(): () => void {
  if (process.platform !== 'linux') return () => undefined;
  try {
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => mallocTrim(0);
  } catch {
    return () => undefined; // not glibc (musl, say): nothing to trim this way
  }
}

function registerSharedArena(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // The copy onnxruntime-node's binding loaded: loading it again returns the same library, so the same environment.
    const packageDir = join(dirname(require.resolve('onnxruntime-node')), '..');
    const library = koffi.load(join(packageDir, 'bin', 'napi-v6', 'linux', process.arch, 'libonnxruntime.so.1'));
    const apiBase = library.func('void* OrtGetApiBase()')() as Pointer;
    // Prototypes without names: koffi keeps a thread's named types for good, and a second load of this module (a
    // test runner's fresh module registry) would define them again.
    const getApi = koffi.decode(apiBase, 0, 'void*') as Pointer;
    const api = koffi.call(getApi, koffi.proto('void*', ['uint32_t']), ORT_API_VERSION) as Pointer;
    if (!api) return false;
    const entry = (place: number, result: string, parameters: (string | ReturnType<typeof koffi.out>)[]) => {
      const pointer = koffi.decode(api, place * koffi.sizeof('void*'), 'void*') as Pointer;
      const type = koffi.proto(result, parameters);
      return (...args: unknown[]) => koffi.call(pointer, type, ...args) as Pointer;
    };
    const output = koffi.out(koffi.pointer('void*'));
    const errorMessage = entry(ORT_API.GetErrorMessage, 'const char*', ['void*']);
    const releaseStatus = entry(ORT_API.ReleaseStatus, 'void', ['void*']);
    /** Throws the call's error, if it returned one (a non-null OrtStatus). */
    const check = (status: Pointer): void => {
      if (!status) return;
      const message = String(errorMessage(status));
      releaseStatus(status);
      throw new Error(message);
    };

    const env: Pointer[] = [null];
    const memoryInfo: Pointer[] = [null];
    const arenaSettings: Pointer[] = [null];
    // The environment is one per process: this returns the one the binding made (or makes it, for the binding).
    check(entry(ORT_API.CreateEnv, 'void*', ['int', 'const char*', output])(ORT_LOGGING_LEVEL_ERROR, 'body-scan', env));
    const createMemoryInfo = entry(ORT_API.CreateCpuMemoryInfo, 'void*', ['int', 'int', output]);
    check(createMemoryInfo(ORT_ARENA_ALLOCATOR, ORT_MEM_TYPE_DEFAULT, memoryInfo));
    const createArenaSettings = entry(ORT_API.CreateArenaCfg, 'void*', ['size_t', 'int', 'int', 'int', output]);
    const { maxMemory, extendStrategy, initialChunkBytes, maxDeadBytesPerChunk } = ARENA_DEFAULTS;
    check(createArenaSettings(maxMemory, extendStrategy, initialChunkBytes, maxDeadBytesPerChunk, arenaSettings));
    try {
      const register = entry(ORT_API.CreateAndRegisterAllocator, 'void*', ['void*', 'void*', 'void*']);
      check(register(env[0], memoryInfo[0], arenaSettings[0]));
    } catch (error) {
      // Another scan thread of this process registered it first: the sessions of this one share it too.
      if (!/already registered/i.test((error as Error).message)) throw error;
    }
    // The environment, the memory description and the settings stay for the process's life, as the arena does.
    return true;
  } catch {
    return false;
  }
}
