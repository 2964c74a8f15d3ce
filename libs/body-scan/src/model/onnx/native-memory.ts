// Three memory controls that neither onnxruntime-node nor Node offers as such. None changes what a scan computes, and
// each steps aside (the scan runs as before) wherever it cannot be set up: another platform, another runtime.
//
// 1. One memory arena for all the model sessions. onnxruntime gives each session its own arena, which grows to that
//    session's peak and keeps it: three sessions, three peaks (about 11, 21 and 16 MB here). The sessions run one after
//    another, so one arena registered in onnxruntime's environment and shared by all (`session.use_env_allocators`,
//    onnxruntime's documented way to share one: https://onnxruntime.ai/docs/get-started/with-c.html) holds about the
//    largest peak alone. The arena belongs to the process, not to a thread: when the last scan thread has left, the
//    pool unregisters it (releaseSharedArena) and its memory goes with the sessions that used it; the next thread
//    registers a new one. Reached through onnxruntime's C API with koffi (a foreign-function library).
// 2. glibc's malloc_trim after a scan. Freed memory inside glibc's heaps stays resident until trimmed, and a scan
//    frees tens of MB there (photos, tensors, sharp's buffers).
// 3. A young-generation garbage collection after a scan (collectGarbage). A scan leaves ~20 MB of buffers behind it
//    (the photos' copies and pixels, each model run's input and outputs: onnxruntime-node copies every output into a
//    new buffer), held by small JavaScript objects. The thread's young generation is small, and a scan's own objects
//    did not always fill it: those buffers stayed until the next scan or two, and the API right after a burst of
//    analyses was ~30 MB larger in about a third of the runs (285-327 MiB across 27 runs; 287-305 across 13 with the
//    collection, scan time unchanged; `npm run bench:api` part 2, measured the same way).
//    It frees only what is still in the young generation, so a scan must allocate less on V8's heap than that holds
//    (4-8 MB; `npm run bench` prints a scan's figure, 0.8 MB). At 8.6 MB, two collections ran during each scan and
//    moved the buffers then in use to the old generation, which kept them, dead, until V8's next full collection:
//    the scan thread's external memory climbed ~2.6 MB a scan, to ~34 MB, before one ran.
// 1 and 2 together made the API 35-44 MiB smaller right after a burst of two-photo analyses (329-336 against
// 364-373 MiB), scan time unchanged (`npm run bench:api` part 2 and `npm run bench`, A/B in one session).
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
// koffi's types describe its ESM entry; at run time this CommonJS module gets its CommonJS one, with the same API.
import type * as Koffi from 'koffi' with { 'resolution-mode': 'import' };

// Where OrtApi (onnxruntime_c_api.h) keeps each function used here. The struct only ever grows at its end, so these
// places hold in every release that answers GetApi(ORT_API_VERSION) below.
const ORT_API_VERSION = 16;
const ORT_API = {
  GetErrorMessage: 2,
  CreateEnv: 3,
  CreateCpuMemoryInfo: 69,
  ReleaseStatus: 93,
  ReleaseMemoryInfo: 94,
  CreateAndRegisterAllocator: 144,
  UnregisterAllocator: 177,
} as const;
const ORT_LOGGING_LEVEL_ERROR = 3;
const ORT_ARENA_ALLOCATOR = 1;
const ORT_MEM_TYPE_DEFAULT = 0;

type Pointer = unknown;

let sessionSettings: Record<string, string> | undefined;

/**
 * The session settings that make a session use the shared arena, registering it on the first call in this thread (a
 * thread that finds it registered by another uses it too). Empty when it could not be set up.
 */
export function sharedArenaSessionSettings(): Record<string, string> {
  sessionSettings ??= registerSharedArena() ? { use_env_allocators: '1' } : {};
  return sessionSettings;
}

/** Unregisters the shared arena; call once no scan thread is left. Its memory goes when its last session does. */
export function releaseSharedArena(): void {
  try {
    const ort = onnxruntimeApi();
    if (ort)
      ort.withCpuArenaInfo((env, info) =>
        ort.check(ort.call(ORT_API.UnregisterAllocator, 'void*', ['void*', 'void*'], env, info)),
      );
  } catch {
    // Nothing registered (no scan ran, or it could not be): nothing to give back.
  }
}

let trim: (() => void) | undefined;

/** Hands memory freed inside glibc's heaps back to the system (malloc_trim); does nothing without glibc. */
export function releaseFreedMemory(): void {
  trim ??= loadMallocTrim();
  trim();
}

type GarbageCollector = (options?: { type?: 'minor' | 'major' }) => void;
let collector: GarbageCollector | undefined;

/**
 * Collects this thread's young generation now: the buffers that only short-lived objects held are freed with them.
 * For a thread that has just finished a piece of work.
 */
export function collectGarbage(): void {
  collector ??= exposedGarbageCollector();
  collector({ type: 'minor' });
}

/**
 * V8's `gc`, without starting Node with --expose-gc: a context created while the flag is set is given it (jest's leak
 * detector takes it the same way). The flag is cleared again, so no other context sees a `gc` it did not ask for.
 */
function exposedGarbageCollector(): GarbageCollector {
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as GarbageCollector;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** koffi, or undefined where its native part is not installed (the controls here then step aside). */
function loadKoffi(): typeof Koffi | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('koffi') as typeof Koffi;
  } catch {
    return undefined;
  }
}

function loadMallocTrim(): () => void {
  const koffi = process.platform === 'linux' ? loadKoffi() : undefined;
  try {
    const mallocTrim = koffi?.load('libc.so.6').func('int malloc_trim(size_t pad)');
    if (mallocTrim) return () => mallocTrim(0);
  } catch {
    // not glibc (musl, say): nothing to trim this way
  }
  return () => undefined;
}

function registerSharedArena(): boolean {
  try {
    const ort = onnxruntimeApi();
    if (!ort) return false;
    ort.withCpuArenaInfo((env, info) => {
      try {
        // No arena settings: onnxruntime's defaults (no limit, chunks doubling as it grows; growing by exactly what
        // was asked kept 14-16 MB more).
        ort.check(ort.call(ORT_API.CreateAndRegisterAllocator, 'void*', ['void*', 'void*', 'void*'], env, info, null));
      } catch (error) {
        // Another scan thread of this process registered it first: the sessions of this one share it too.
        if (!/already registered/i.test((error as Error).message)) throw error;
      }
    });
    return true;
  } catch {
    return false;
  }
}

interface OnnxruntimeApi {
  call(
    place: number,
    result: string,
    parameters: (string | ReturnType<typeof Koffi.out>)[],
    ...args: unknown[]
  ): Pointer;
  /** Throws the call's error, if it returned one (a non-null OrtStatus). */
  check(status: Pointer): void;
  /** Runs `use` with the process's environment and a description of the CPU arena, released afterwards. */
  withCpuArenaInfo(use: (env: Pointer, info: Pointer) => void): void;
}

let api: OnnxruntimeApi | null | undefined;

/** onnxruntime's C API, from the library onnxruntime-node's binding loaded; null where it cannot be reached. */
function onnxruntimeApi(): OnnxruntimeApi | null {
  api ??= process.platform === 'linux' ? openOnnxruntimeApi() : null;
  return api;
}

function openOnnxruntimeApi(): OnnxruntimeApi | null {
  const koffi = loadKoffi();
  if (!koffi) return null;
  // The copy onnxruntime-node's binding loads: loading it again returns the same library, so the same environment.
  const packageDir = join(dirname(require.resolve('onnxruntime-node')), '..');
  const library = koffi.load(join(packageDir, 'bin', 'napi-v6', 'linux', process.arch, 'libonnxruntime.so.1'));
  const apiBase = library.func('void* OrtGetApiBase()')() as Pointer;
  // Prototypes without names: koffi keeps a thread's named types for good, and a second load of this module (a
  // test runner's fresh module registry) would define them again.
  const getApi = koffi.decode(apiBase, 0, 'void*') as Pointer;
  const table = koffi.call(getApi, koffi.proto('void*', ['uint32_t']), ORT_API_VERSION) as Pointer;
  if (!table) return null;
  const output = koffi.out(koffi.pointer('void*'));
  const call: OnnxruntimeApi['call'] = (place, result, parameters, ...args) => {
    const pointer = koffi.decode(table, place * koffi.sizeof('void*'), 'void*') as Pointer;
    return koffi.call(pointer, koffi.proto(result, parameters), ...args) as Pointer;
  };
  const check = (status: Pointer): void => {
    if (!status) return;
    const message = String(call(ORT_API.GetErrorMessage, 'const char*', ['void*'], status));
    call(ORT_API.ReleaseStatus, 'void', ['void*'], status);
    throw new Error(message);
  };
  return {
    call,
    check,
    withCpuArenaInfo(use) {
      const env: Pointer[] = [null];
      const info: Pointer[] = [null];
      // The environment is one per process: this returns the one the binding made (or makes it, for the binding).
      // Its reference is kept for the process's life, as the arena may be.
      check(
        call(ORT_API.CreateEnv, 'void*', ['int', 'const char*', output], ORT_LOGGING_LEVEL_ERROR, 'body-scan', env),
      );
      check(
        call(
          ORT_API.CreateCpuMemoryInfo,
          'void*',
          ['int', 'int', output],
          ORT_ARENA_ALLOCATOR,
          ORT_MEM_TYPE_DEFAULT,
          info,
        ),
      );
      try {
        use(env[0], info[0]);
      } finally {
        call(ORT_API.ReleaseMemoryInfo, 'void', ['void*'], info[0]);
      }
    },
  };
}
