import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './app-config';
import { loadConfig } from './load-config';

/** backend/.env (optional, git-ignored): copy .env.example there to change settings without exporting them. */
export const DOTENV_FILE = path.resolve(__dirname, '..', '..', '.env');

// The only place in the backend that reads process.env. Variables already set win over the .env file.
export function loadConfigFromProcessEnv(overrides: Record<string, string> = {}): AppConfig {
  if (existsSync(DOTENV_FILE)) process.loadEnvFile(DOTENV_FILE);
  return loadConfig({ ...process.env, ...overrides });
}
