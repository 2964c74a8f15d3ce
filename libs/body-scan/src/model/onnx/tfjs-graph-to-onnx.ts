// Converts a tfjs graph model (model.json + its weights, as the BlazePose files ship) into an ONNX model that
// onnxruntime runs natively. The ONNX bytes are built in memory; converted-model-store.ts keeps them on disk.
//
// TensorFlow lays images out NHWC; ONNX convolutions read NCHW. The graph input is transposed once, every 4-D
// tensor inside stays NCHW, and a tensor goes back to NHWC only where its element order matters (a Reshape, a
// graph output). Weights are re-laid out to match (HWIO → OIHW; depthwise HWCM → (C·M)1HW with group C).
//
// Only the ops of the BlazePose detector and landmark graphs are handled; any other op throws, naming it, so a
// changed model fails at load instead of computing something else.
import type { GraphNode } from '../graph-split';
import type { OnnxAttribute, OnnxNode, OnnxTensor, OnnxValueInfo } from './onnx-proto';
import { OnnxAttributeType, OnnxDataType, encodeOnnxModel } from './onnx-proto';

/** A node of model.json with the attributes read here (tfjs-converter's JSON form of a TensorFlow NodeDef). */
export interface TfjsNode extends GraphNode {
  attr?: Record<string, TfjsAttrValue>;
}

interface TfjsAttrValue {
  s?: string;
  i?: string;
  b?: boolean;
  list?: { i?: string[]; s?: string[] };
}

export interface TfjsWeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string };
}

export interface TfjsGraphModel {
  nodes: TfjsNode[];
  weightSpecs: TfjsWeightSpec[];
  /** The concatenated weight shards. */
  weightData: Uint8Array;
}

export interface OnnxConversion {
  /** Tensors of the TensorFlow graph to compute, e.g. "Identity_2:0", laid out as TensorFlow lays them out. */
  outputs: string[];
  /**
   * Intermediate tensors at a graph cut (see graph-split.ts): `cutOutputs` are computed too and `cutInputs` are
   * read instead of computed. Both keep this converter's internal layout, so one converted graph's cut outputs
   * feed another's cut inputs unchanged.
   */
  cutOutputs?: string[];
  cutInputs?: string[];
}

interface Constant {
  shape: number[];
  values: Float32Array | Int32Array;
}

/** Opset 18: Resize takes `axes`; Pad and Clip take their bounds as inputs. */
const OPSET = 18;
const IR_VERSION = 8;
const NHWC_TO_NCHW = [0, 3, 1, 2];
const NCHW_TO_NHWC = [0, 2, 3, 1];

const tensorName = (input: string): string => input.replace(/^\^/, '').replace(/:0$/, '');
const decodeText = (base64: string | undefined): string => Buffer.from(base64 ?? '', 'base64').toString('utf8');
const ints = (attr: TfjsAttrValue | undefined): number[] => (attr?.list?.i ?? []).map(Number);

/** An ONNX model's bytes, and the names of its inputs and outputs in order. */
export interface OnnxModelBytes {
  bytes: Uint8Array;
  inputNames: string[];
  outputNames: string[];
}

/** The ONNX model computing `outputs` of the graph. */
export function tfjsGraphToOnnx(
  model: TfjsGraphModel,
  { outputs, cutOutputs = [], cutInputs = [] }: OnnxConversion,
): OnnxModelBytes {
  const converter = new GraphConverter(model, new Set(cutInputs.map(tensorName)));
  const outputNames = [
    ...outputs.map((output) => converter.output(tensorName(output), 'as-tf')),
    ...cutOutputs.map((output) => converter.output(tensorName(output), 'internal')),
  ];
  return {
    bytes: encodeOnnxModel({
      irVersion: IR_VERSION,
      producerName: 'fitness body-scan tfjs-graph-to-onnx',
      opsetImport: [{ domain: '', version: OPSET }],
      graph: {
        name: 'converted',
        node: converter.nodes,
        initializer: converter.initializers,
        input: converter.inputs,
        output: outputNames.map((name) => floatValueInfo(name)),
      },
    }),
    inputNames: converter.inputs.map(({ name }) => name),
    outputNames,
  };
}

/** Each model's decoded weights: the landmark model is converted twice (either side of its cut), decoded once. */
const decodedWeights = new WeakMap<TfjsGraphModel, Map<string, Constant>>();

function weightsOf(model: TfjsGraphModel): Map<string, Constant> {
  let constants = decodedWeights.get(model);
  if (!constants) decodedWeights.set(model, (constants = decodeTfjsWeights(model.weightSpecs, model.weightData)));
  return constants;
}

/** Decodes the weights (float32, or float32 stored as float16, and int32) by name. */
function decodeTfjsWeights(specs: TfjsWeightSpec[], data: Uint8Array): Map<string, Constant> {
  const constants = new Map<string, Constant>();
  let offset = 0;
  for (const spec of specs) {
    const count = spec.shape.reduce((product, size) => product * size, 1);
    const stored = spec.quantization?.dtype ?? spec.dtype;
    const bytes = count * (stored === 'float16' ? 2 : 4);
    // A copy, so the typed arrays below start on their own element boundary.
    const chunk = new Uint8Array(data.subarray(offset, offset + bytes)).buffer;
    offset += bytes;
    let values: Float32Array | Int32Array;
    if (spec.dtype === 'int32' && stored === 'int32') values = new Int32Array(chunk);
    else if (spec.dtype === 'float32' && stored === 'float32') values = new Float32Array(chunk);
    else if (spec.dtype === 'float32' && stored === 'float16') values = halvesToFloats(new Uint16Array(chunk));
    else throw new Error(`weight ${spec.name}: ${spec.dtype} stored as ${stored} is not supported`);
    constants.set(spec.name, { shape: spec.shape, values });
  }
  return constants;
}

let halfTable: Float32Array | undefined;

/** IEEE 754 half-precision values as float32, through a table of all 65,536 (8 MB of weights in ~10 ms). */
function halvesToFloats(halves: Uint16Array): Float32Array {
  halfTable ??= Float32Array.from({ length: 0x10000 }, (_, half) => halfToFloat(half));
  const floats = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i += 1) floats[i] = halfTable[halves[i]];
  return floats;
}

/** One IEEE 754 half (subnormals, infinities and NaN included) as a number. */
export function halfToFloat(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >> 10) & 0x1f;
  const fraction = half & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** A float tensor of any shape (onnxruntime checks the shapes it is given against the graph itself). */
function floatValueInfo(name: string): OnnxValueInfo {
  return { name, type: { tensorType: { elemType: OnnxDataType.FLOAT } } };
}

const intAttr = (name: string, i: number): OnnxAttribute => ({ name, type: OnnxAttributeType.INT, i });
const intsAttr = (name: string, values: number[]): OnnxAttribute => ({
  name,
  type: OnnxAttributeType.INTS,
  ints: values,
});
const stringAttr = (name: string, value: string): OnnxAttribute => ({
  name,
  type: OnnxAttributeType.STRING,
  s: Buffer.from(value, 'utf8'),
});

/** How a converted tensor is laid out: 4-D image tensors are NCHW here, everything else as in TensorFlow. */
type Layout = 'nchw' | 'as-tf';

class GraphConverter {
  readonly nodes: OnnxNode[] = [];
  readonly initializers: OnnxTensor[] = [];
  readonly inputs: OnnxValueInfo[] = [];
  private readonly graph: Map<string, TfjsNode>;
  private readonly constants: Map<string, Constant>;
  /** TensorFlow tensor name → converted tensor name and layout, once converted. */
  private readonly converted = new Map<string, { name: string; layout: Layout }>();

  constructor(
    model: TfjsGraphModel,
    private readonly cutInputs: Set<string>,
  ) {
    this.graph = new Map(model.nodes.map((node) => [node.name, node]));
    this.constants = weightsOf(model);
  }

  /** Converts what `name` needs and returns the name of the graph output holding it. */
  output(name: string, layout: 'as-tf' | 'internal'): string {
    const converted = this.tensor(name);
    // A cut tensor keeps its TensorFlow name, which is also the name of the cut input that reads it.
    if (layout === 'internal') return converted.name === name ? name : this.emit('Identity', [converted.name], name);
    if (converted.layout !== 'nchw') return converted.name;
    return this.emit('Transpose', [converted.name], `${name}:nhwc`, [intsAttr('perm', NCHW_TO_NHWC)]);
  }

  private tensor(name: string): { name: string; layout: Layout } {
    const done = this.converted.get(name);
    if (done) return done;
    const result = this.convert(name);
    this.converted.set(name, result);
    return result;
  }

  private convert(name: string): { name: string; layout: Layout } {
    if (this.cutInputs.has(name)) {
      this.inputs.push(floatValueInfo(name));
      return { name, layout: 'nchw' };
    }
    const node = this.graph.get(name);
    if (!node) throw new Error(`tensor ${name} is not in the graph`);
    const dataFormat = node.attr?.data_format?.s;
    if (dataFormat !== undefined && decodeText(dataFormat) !== 'NHWC') {
      throw new Error(`${name}: data format ${decodeText(dataFormat)} is not supported`);
    }
    const inputs = (node.input ?? []).filter((input) => !input.startsWith('^')).map(tensorName);
    const nchw = (converted: string): { name: string; layout: Layout } => ({ name: converted, layout: 'nchw' });
    switch (node.op) {
      case 'Placeholder':
        this.inputs.push(floatValueInfo(name));
        return nchw(this.emit('Transpose', [name], `${name}:nchw`, [intsAttr('perm', NHWC_TO_NCHW)]));
      case 'Identity':
        return this.tensor(inputs[0]);
      case '_FusedConv2D':
      case 'Conv2D':
      case 'FusedDepthwiseConv2dNative':
      case 'DepthwiseConv2dNative':
        return nchw(this.convolution(node, inputs));
      case 'AddV2':
        return nchw(this.emit('Add', [this.image(inputs[0]), this.image(inputs[1])], name));
      case 'Relu':
        return nchw(this.emit('Relu', [this.image(inputs[0])], name));
      case 'Relu6':
        return nchw(this.relu6(this.image(inputs[0]), name));
      case 'Sigmoid': {
        const source = this.tensor(inputs[0]);
        return { name: this.emit('Sigmoid', [source.name], name), layout: source.layout };
      }
      case 'Pad': {
        // NHWC [[n0, n1], [h0, h1], [w0, w1], [c0, c1]] → ONNX NCHW begins then ends.
        const [n0, n1, h0, h1, w0, w1, c0, c1] = this.intConstant(inputs[1]).values;
        const pads = this.int64Initializer(`${name}/pads`, [8], [n0, c0, h0, w0, n1, c1, h1, w1]);
        return nchw(this.emit('Pad', [this.image(inputs[0]), pads], name));
      }
      case 'ResizeBilinear': {
        const size = Array.from(this.intConstant(inputs[1]).values);
        const mode = node.attr?.half_pixel_centers?.b
          ? 'half_pixel'
          : node.attr?.align_corners?.b
            ? 'align_corners'
            : 'asymmetric';
        const sizes = this.int64Initializer(`${name}/sizes`, [2], size);
        return nchw(
          this.emit('Resize', [this.image(inputs[0]), '', '', sizes], name, [
            stringAttr('mode', 'linear'),
            stringAttr('coordinate_transformation_mode', mode),
            intsAttr('axes', [2, 3]),
          ]),
        );
      }
      case 'MaxPool': {
        if (paddingOf(node) !== 'VALID') throw new Error(`${name}: MaxPool with SAME padding is not supported`);
        const kernel = ints(node.attr?.ksize);
        const strides = ints(node.attr?.strides);
        return nchw(
          this.emit('MaxPool', [this.image(inputs[0])], name, [
            intsAttr('kernel_shape', [kernel[1], kernel[2]]),
            intsAttr('strides', [strides[1], strides[2]]),
          ]),
        );
      }
      case 'DepthToSpace':
        return nchw(
          this.emit('DepthToSpace', [this.image(inputs[0])], name, [
            intAttr('blocksize', Number(node.attr?.block_size?.i)),
            // TensorFlow's NHWC order of the moved channels is ONNX's depth-column-row.
            stringAttr('mode', 'DCR'),
          ]),
        );
      case 'Reshape':
        return { name: this.reshape(name, inputs), layout: 'as-tf' };
      case 'ConcatV2': {
        const axis = this.intConstant(inputs[inputs.length - 1]).values[0];
        const parts = inputs.slice(0, -1).map((input) => this.tensor(input));
        if (parts.some(({ layout }) => layout !== 'as-tf')) throw new Error(`${name}: concat of 4-D tensors`);
        return {
          name: this.emit(
            'Concat',
            parts.map((part) => part.name),
            name,
            [intAttr('axis', axis)],
          ),
          layout: 'as-tf',
        };
      }
      default:
        throw new Error(`${name}: op ${node.op} is not supported by the ONNX conversion`);
    }
  }

  /** A 4-D input in NCHW. */
  private image(name: string): string {
    const converted = this.tensor(name);
    if (converted.layout !== 'nchw') throw new Error(`${name} is not a 4-D image tensor`);
    return converted.name;
  }

  private convolution(node: TfjsNode, inputs: string[]): string {
    const depthwise = node.op.includes('Depthwise');
    const filter = this.floatConstant(inputs[1]);
    const [kh, kw, inChannels, multiplier] = filter.shape;
    const fusedOps = (node.attr?.fused_ops?.list?.s ?? []).map(decodeText);
    const convInputs = [
      this.image(inputs[0]),
      depthwise
        ? this.floatInitializer(
            `${inputs[1]}/oihw`,
            [inChannels * multiplier, 1, kh, kw],
            filterToOnnx(filter, 'a-major'),
          )
        : this.floatInitializer(`${inputs[1]}/oihw`, [multiplier, inChannels, kh, kw], filterToOnnx(filter, 'b-major')),
    ];
    if (fusedOps[0] === 'BiasAdd') {
      const bias = this.floatConstant(inputs[2]);
      convInputs.push(this.floatInitializer(inputs[2], bias.shape, bias.values as Float32Array));
    } else if (fusedOps.length > 0) {
      throw new Error(`${node.name}: fused ops ${fusedOps.join(', ')} are not supported`);
    }
    const padding = paddingOf(node);
    const strides = ints(node.attr?.strides);
    const dilations = ints(node.attr?.dilations);
    const activation = fusedOps[1];
    const convName = activation ? `${node.name}/conv` : node.name;
    this.emit('Conv', convInputs, convName, [
      intsAttr('kernel_shape', [kh, kw]),
      intsAttr('strides', [strides[1], strides[2]]),
      intsAttr('dilations', dilations.length === 4 ? [dilations[1], dilations[2]] : [1, 1]),
      intAttr('group', depthwise ? inChannels : 1),
      // TensorFlow's SAME puts the odd pixel of padding at the end, as ONNX's SAME_UPPER does.
      stringAttr('auto_pad', padding === 'SAME' ? 'SAME_UPPER' : 'VALID'),
    ]);
    if (!activation) return convName;
    if (activation === 'Relu') return this.emit('Relu', [convName], node.name);
    if (activation === 'Relu6') return this.relu6(convName, node.name);
    throw new Error(`${node.name}: fused activation ${activation} is not supported`);
  }

  private relu6(input: string, name: string): string {
    const zero = this.floatInitializer('relu6/min', [], new Float32Array([0]));
    const six = this.floatInitializer('relu6/max', [], new Float32Array([6]));
    return this.emit('Clip', [input, zero, six], name);
  }

  /** Reshape to a constant shape, or to TensorFlow's [batch, …] built from Shape → StridedSlice → Pack. */
  private reshape(name: string, [input, shapeInput]: string[]): string {
    const source = this.tensor(input);
    const data =
      source.layout === 'nchw'
        ? this.emit('Transpose', [source.name], `${name}/nhwc`, [intsAttr('perm', NCHW_TO_NHWC)])
        : source.name;
    const shapeNode = this.graph.get(shapeInput);
    let shape: number[];
    if (shapeNode?.op === 'Const') {
      shape = Array.from(this.intConstant(shapeInput).values);
    } else if (shapeNode?.op === 'Pack') {
      // Each packed value is either a constant or the batch size read from the input's own shape; ONNX's 0
      // copies that dimension from the input.
      shape = (shapeNode.input ?? []).map(tensorName).map((part) => {
        if (this.graph.get(part)?.op === 'Const') return this.intConstant(part).values[0];
        if (this.isBatchSizeOf(part)) return 0;
        throw new Error(`${name}: reshape size ${part} is neither constant nor the batch size`);
      });
    } else {
      throw new Error(`${name}: reshape to a computed shape (${shapeNode?.op}) is not supported`);
    }
    const shapeTensor = this.int64Initializer(`${name}/shape`, [shape.length], shape);
    return this.emit('Reshape', [data, shapeTensor], name);
  }

  /** StridedSlice(Shape(x))[0] with the axis shrunk: x's first dimension. */
  private isBatchSizeOf(name: string): boolean {
    const slice = this.graph.get(name);
    if (slice?.op !== 'StridedSlice' || slice.attr?.shrink_axis_mask?.i !== '1') return false;
    const [shapeOf, begin, end, stride] = (slice.input ?? []).map(tensorName);
    return (
      this.graph.get(shapeOf)?.op === 'Shape' &&
      this.intConstant(begin).values[0] === 0 &&
      this.intConstant(end).values[0] === 1 &&
      this.intConstant(stride).values[0] === 1
    );
  }

  private floatConstant(name: string): Constant {
    const constant = this.constants.get(name);
    if (!(constant?.values instanceof Float32Array)) throw new Error(`${name} is not a float weight`);
    return constant;
  }

  private intConstant(name: string): Constant {
    const constant = this.constants.get(name);
    if (!(constant?.values instanceof Int32Array)) throw new Error(`${name} is not an int32 constant`);
    return constant;
  }

  private floatInitializer(name: string, dims: number[], values: Float32Array): string {
    if (!this.initializers.some((tensor) => tensor.name === name)) {
      this.initializers.push({
        name,
        dims,
        dataType: OnnxDataType.FLOAT,
        rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength),
      });
    }
    return name;
  }

  private int64Initializer(name: string, dims: number[], values: number[]): string {
    const data = new BigInt64Array(values.map((value) => BigInt(value)));
    this.initializers.push({ name, dims, dataType: OnnxDataType.INT64, rawData: new Uint8Array(data.buffer) });
    return name;
  }

  private emit(opType: string, input: string[], output: string, attribute: OnnxAttribute[] = []): string {
    this.nodes.push({ name: output, opType, input, output: [output], attribute });
    return output;
  }
}

/** A convolution's or pooling's padding: SAME or VALID (explicit paddings are not supported). */
function paddingOf(node: TfjsNode): 'SAME' | 'VALID' {
  const padding = decodeText(node.attr?.padding?.s);
  if (padding !== 'SAME' && padding !== 'VALID') throw new Error(`${node.name}: padding ${padding} is not supported`);
  return padding;
}

/**
 * A TensorFlow filter [kh, kw, a, b] laid out as ONNX's [·, ·, kh, kw], its two channel axes in either order:
 * 'b-major' for a convolution (HWIO → OIHW), 'a-major' for a depthwise one (HWCM → (C·M)1HW: output channel
 * c·M + m, as TensorFlow orders them).
 */
function filterToOnnx({ shape: [kh, kw, a, b], values }: Constant, order: 'a-major' | 'b-major'): Float32Array {
  const out = new Float32Array(values.length);
  for (let h = 0; h < kh; h += 1)
    for (let w = 0; w < kw; w += 1)
      for (let x = 0; x < a; x += 1)
        for (let y = 0; y < b; y += 1) {
          const channel = order === 'a-major' ? x * b + y : y * a + x;
          out[(channel * kh + h) * kw + w] = values[((h * kw + w) * a + x) * b + y];
        }
  return out;
}
