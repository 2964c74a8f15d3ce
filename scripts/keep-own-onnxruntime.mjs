// onnxruntime-node's package holds its native library for every platform it supports (about 290 MB). An image
// runs on one: keep that one's folder, remove the others (backend/Dockerfile runs this after `npm prune`).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const binaries = path.join('node_modules', 'onnxruntime-node', 'bin', 'napi-v6');
if (!existsSync(binaries)) throw new Error(`${binaries} not found: is onnxruntime-node installed?`);
for (const platform of readdirSync(binaries)) {
  for (const arch of readdirSync(path.join(binaries, platform))) {
    if (platform === process.platform && arch === process.arch) continue;
    rmSync(path.join(binaries, platform, arch), { recursive: true });
  }
}
console.log(`onnxruntime-node: kept ${process.platform}/${process.arch} only`);
