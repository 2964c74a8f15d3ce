// Validates docker-compose.yml with the Compose CLI (`docker compose config` or `docker-compose config`).
// No container engine is needed for this; CI installs the CLI from apt.
import { spawnSync } from 'node:child_process';

const candidates = [
  ['docker', ['compose', 'config', '-q']],
  ['docker-compose', ['config', '-q']],
];
for (const [cmd, args] of candidates) {
  const probe = spawnSync(cmd, cmd === 'docker' ? ['compose', 'version'] : ['version'], { stdio: 'ignore' });
  if (probe.status !== 0) continue;
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  if (run.status === 0) console.log(`docker-compose.yml is valid (${cmd} ${args.join(' ')})`);
  process.exit(run.status ?? 1);
}
console.error('No Compose CLI found: install it with `apt-get install -y docker-compose` to validate docker-compose.yml.');
process.exit(1);
