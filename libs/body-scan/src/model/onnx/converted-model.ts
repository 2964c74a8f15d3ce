// A tfjs graph model (or a part of it, see OnnxConversion) converted to ONNX and run by onnxruntime's native CPU
// kernels. One thread per session: a scan already runs on a thread of its own (scanner-pool.ts), and more threads
// would only add CPU time spent waiting for each other.
import * as ort from 'onnxruntime-node';
import { sharedArenaSessionSettings } from './native-memory';
import type { OnnxModelBytes } from './tfjs-graph-to-onnx';

/** The names of a converted model's inputs and outputs, in order. */
export type ModelNames = Omit<OnnxModelBytes, 'bytes'>;

const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  executionProviders: ['cpu'],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  // No memory pattern: it keeps a block sized for each input shape seen, on top of the arena's own (about 35 MB
  // more resident after scans, no faster).
  enableMemPattern: false,
  // Errors only: onnxruntime's warnings would go to the API's stderr.
  logSeverityLevel: 3,
};

/** SESSION_OPTIONS, with the process's one memory arena where it could be set up (native-memory.ts). */
function sessionOptions(): ort.InferenceSession.SessionOptions {
  return { ...SESSION_OPTIONS, extra: { session: sharedArenaSessionSettings() } };
}

export type Feeds = Record<string, ort.Tensor>;

export class ConvertedModel {
  private constructor(
    private readonly session: ort.InferenceSession,
    /** The converted graph's input and output names, in the order of the conversion's lists. */
    readonly inputNames: string[],
    readonly outputNames: string[],
  ) {}

  static async fromBytes({ bytes, inputNames, outputNames }: OnnxModelBytes): Promise<ConvertedModel> {
    return new ConvertedModel(await ort.InferenceSession.create(bytes, sessionOptions()), inputNames, outputNames);
  }

  /** onnxruntime reads the file itself: no copy of the model passes through JavaScript. */
  static async fromFile(path: string, { inputNames, outputNames }: ModelNames): Promise<ConvertedModel> {
    return new ConvertedModel(await ort.InferenceSession.create(path, sessionOptions()), inputNames, outputNames);
  }

  /** Runs the graph on float32 NHWC input(s); outputs in the conversion's order. */
  async run(feeds: Feeds): Promise<ort.Tensor[]> {
    const results = await this.session.run(feeds);
    return this.outputNames.map((name) => results[name]);
  }

  /** The single input's feed: float32 data of the given shape. */
  feed(data: Float32Array, dims: number[]): Feeds {
    return { [this.inputNames[0]]: new ort.Tensor('float32', data, dims) };
  }

  async dispose(): Promise<void> {
    await this.session.release();
  }
}
