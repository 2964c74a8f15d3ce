import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { AppConfig, isSecretSetting } from './app-config';

/** Thrown at boot when any setting is invalid; lists every bad variable at once. */
export class ConfigValidationError extends Error {
  constructor(readonly problems: Record<string, string[]>) {
    super(
      'Invalid configuration:\n' +
        Object.entries(problems)
          .map(([key, reasons]) => `  - ${key}: ${reasons.join('; ')}`)
          .join('\n'),
    );
    this.name = 'ConfigValidationError';
  }
}

function collectProblems(errors: ValidationError[]): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const error of errors) {
    problems[error.property] = Object.values(error.constraints ?? {});
  }
  return problems;
}

// Settings without a default (unset means "adapter not selected"); listed so they are read even if
// class fields were compiled without define semantics.
const OPTIONAL_SETTINGS = [
  'PUBLIC_BASE_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'GCS_BUCKET',
  'GCS_PROJECT_ID',
  'GCS_CLIENT_EMAIL',
  'GCS_PRIVATE_KEY',
  'GCS_API_ENDPOINT',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'SESSION_SECRET',
  'UPLOAD_SIGNING_SECRET',
  'SMTP_URL',
  'PAYMENT_PROVIDER',
  'PGLITE_DATA_DIR',
  'STORAGE_DIR',
] as const satisfies ReadonlyArray<keyof AppConfig>;

/** DATA_DIR is the root of everything the app writes: these folders are inside it unless set on their own. */
const DATA_SUBFOLDERS = { PGLITE_DATA_DIR: 'pglite', STORAGE_DIR: 'uploads' } as const satisfies Partial<
  Record<keyof AppConfig, string>
>;

const SETTING_KEYS: readonly string[] = [...new Set([...Object.keys(new AppConfig()), ...OPTIONAL_SETTINGS])];

/**
 * Builds the validated config from an environment map (only variables the config declares are read).
 * An empty value counts as unset, so `FOO=` in a .env file falls back to the default.
 * Throws ConfigValidationError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const input: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }
  const config = plainToInstance(AppConfig, input, { enableImplicitConversion: true, exposeDefaultValues: true });
  for (const [key, folder] of Object.entries(DATA_SUBFOLDERS) as Array<[keyof typeof DATA_SUBFOLDERS, string]>) {
    config[key] ??= path.join(config.DATA_DIR, folder);
  }
  const errors = validateSync(config);
  if (errors.length > 0) throw new ConfigValidationError(collectProblems(errors));
  return config;
}

function maskUrlPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '***';
  }
}

/** The config as safe to log: secrets masked, URLs keep their host but lose their password. */
export function describeConfig(config: AppConfig): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue;
    if (!isSecretSetting(key)) described[key] = value;
    else if (typeof value === 'string' && /^(postgres(ql)?|rediss?|smtps?):\/\//.test(value)) described[key] = maskUrlPassword(value);
    else described[key] = '***';
  }
  return {
    ...described,
    adapters: {
      database: config.databaseDriver,
      queue: config.queueDriver,
      storage: config.storageDriver,
      payments: config.paymentsProvider,
      ai: config.aiProvider,
    },
  };
}
