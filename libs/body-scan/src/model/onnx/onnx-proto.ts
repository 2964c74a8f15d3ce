// The part of ONNX's protobuf schema (onnx/onnx.proto, field numbers as published) that a converted
// inference graph needs, encoded with protobufjs. Only writing is needed: onnxruntime reads the bytes.
import * as protobuf from 'protobufjs';

/** TensorProto.DataType values used here. */
export const OnnxDataType = { FLOAT: 1, INT64: 7 } as const;

/** AttributeProto.AttributeType values used here. */
export const OnnxAttributeType = { FLOAT: 1, INT: 2, STRING: 3, FLOATS: 6, INTS: 7 } as const;

export interface OnnxTensor {
  name: string;
  dims: number[];
  dataType: number;
  rawData: Uint8Array;
}

export interface OnnxAttribute {
  name: string;
  type: number;
  f?: number;
  i?: number;
  s?: Uint8Array;
  floats?: number[];
  ints?: number[];
}

export interface OnnxNode {
  name: string;
  opType: string;
  input: string[];
  output: string[];
  attribute: OnnxAttribute[];
}

/** A graph input or output: a tensor of this element type, its shape left to the runtime. */
export interface OnnxValueInfo {
  name: string;
  type: { tensorType: { elemType: number } };
}

export interface OnnxModel {
  irVersion: number;
  producerName: string;
  opsetImport: { domain: string; version: number }[];
  graph: {
    name: string;
    node: OnnxNode[];
    initializer: OnnxTensor[];
    input: OnnxValueInfo[];
    output: OnnxValueInfo[];
  };
}

const schema = protobuf.Root.fromJSON({
  nested: {
    onnx: {
      nested: {
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            f: { type: 'float', id: 2 },
            i: { type: 'int64', id: 3 },
            s: { type: 'bytes', id: 4 },
            floats: { rule: 'repeated', type: 'float', id: 7 },
            ints: { rule: 'repeated', type: 'int64', id: 8 },
            type: { type: 'int32', id: 20 },
          },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
            domain: { type: 'string', id: 7 },
          },
        },
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            producerName: { type: 'string', id: 2 },
            graph: { type: 'GraphProto', id: 7 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
          },
        },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            name: { type: 'string', id: 8 },
            rawData: { type: 'bytes', id: 9 },
          },
        },
        TypeProto: {
          oneofs: { value: { oneof: ['tensorType'] } },
          fields: { tensorType: { type: 'Tensor', id: 1 } },
          nested: {
            Tensor: { fields: { elemType: { type: 'int32', id: 1 } } },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
      },
    },
  },
});

const ModelProto = schema.lookupType('onnx.ModelProto');

export function encodeOnnxModel(model: OnnxModel): Uint8Array {
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
}
