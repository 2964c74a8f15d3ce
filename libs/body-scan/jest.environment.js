// Jest's node environment, with Node's own typed-array classes. onnxruntime-node hands back its results as typed
// arrays made in Node's realm, and onnxruntime-common checks them with instanceof against the test realm's
// classes, which are other objects under Jest: every run would fail with "A float32 tensor's data must be type of
// Float32Array". Outside Jest there is one realm and nothing to do.
const { TestEnvironment } = require('jest-environment-node');

const SHARED = [
  'ArrayBuffer',
  'Float32Array',
  'Float64Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'BigInt64Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'BigUint64Array',
];

module.exports = class NodeRealmTypedArrays extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of SHARED) this.global[name] = globalThis[name];
  }
};
