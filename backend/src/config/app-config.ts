import { DEFAULT_SCAN_IDLE_TIMEOUT_MS, DEFAULT_SCAN_THREADS } from '@fitness/body-scan';
import 'reflect-metadata';
import path from 'node:path';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';

// backend/src/config and backend/dist/config are both three levels below the repository root.
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SECRET_KEYS = new Set<string>();

/** Marks a setting whose value must never appear in logs. */
function Secret(): PropertyDecorator {
  return (_target, key) => {
    SECRET_KEYS.add(String(key));
  };
}

export function isSecretSetting(key: string): boolean {
  return SECRET_KEYS.has(key);
}

// Transforms read the raw text from the source object: implicit conversion would already have turned
// "false" into true by the time `value` arrives.
type RawTransform = { obj: Record<string, unknown>; key: string };

const toList = ({ obj, key }: RawTransform): unknown => {
  const value = obj[key];
  return typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0)
    : value;
};

const toBoolean = ({ obj, key }: RawTransform): unknown => {
  const value = obj[key];
  if (typeof value !== 'string') return value;
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  return value;
};

const urlOptions = { require_tld: false, require_protocol: true } as const;
const databaseUrlOptions = { ...urlOptions, protocols: ['postgres', 'postgresql'] };
const redisUrlOptions = { ...urlOptions, protocols: ['redis', 'rediss'] };

/**
 * Every setting the backend reads, with its default inline.
 * Settings of an outside service are required only when that service's adapter is selected
 * (selected by setting its key variable: DATABASE_URL, REDIS_URL, GCS_BUCKET, STRIPE_SECRET_KEY, OPENAI_API_KEY).
 */
/** What is wrong with the choice of payment provider, which spans four settings; null when nothing is. */
export function paymentProviderProblem(config: AppConfig): string | null {
  if (config.PAYMENT_PROVIDER !== undefined && config.PAYMENT_PROVIDER !== 'test') {
    return 'PAYMENT_PROVIDER may only be test (the built-in test provider); Stripe is chosen by STRIPE_SECRET_KEY';
  }
  if (config.PAYMENT_PROVIDER === 'test' && config.STRIPE_SECRET_KEY !== undefined) {
    return 'PAYMENT_PROVIDER=test cannot be used with STRIPE_SECRET_KEY set: remove one of them';
  }
  if (config.PAYMENT_PROVIDER === undefined && config.DATABASE_URL !== undefined && config.STRIPE_SECRET_KEY === undefined) {
    return (
      'PAYMENT_PROVIDER: with DATABASE_URL set, payments need Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, ' +
      'STRIPE_WEBHOOK_SECRET); set PAYMENT_PROVIDER=test instead to take test payments that move no money'
    );
  }
  return null;
}

function PaymentProviderChosen(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'paymentProviderChosen',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => paymentProviderProblem(args.object as AppConfig) === null,
        defaultMessage: (args?: ValidationArguments) => paymentProviderProblem(args!.object as AppConfig) ?? '',
      },
    });
}

export class AppConfig {
  // --- HTTP ---
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  @IsNotEmpty()
  HOST: string = '0.0.0.0';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @IsIn(['json', 'pretty'])
  LOG_FORMAT: 'json' | 'pretty' = 'json';

  /** Origins allowed to call the API from another origin (comma-separated). Same-origin needs nothing. */
  @Transform(toList)
  @IsUrl(urlOptions, { each: true })
  CORS_ORIGINS: string[] = [];

  /**
   * Express 'trust proxy': which hops may set X-Forwarded-For, so rate limits and analytics see the visitor's
   * address. false (direct), true, a hop count, or addresses/subnets such as "loopback, uniquelocal".
   */
  @Transform(({ obj, key }: RawTransform) => {
    const value = obj[key];
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
    return value;
  })
  @IsDefined()
  TRUST_PROXY: boolean | number | string = false;

  /** Requests per minute per visitor address to the AI endpoints (expert answers, weekly plans). */
  @IsInt()
  @Min(1)
  RATE_LIMIT_AI_PER_MINUTE: number = 20;

  /** Analyses per minute per visitor address. */
  @IsInt()
  @Min(1)
  RATE_LIMIT_ANALYSIS_PER_MINUTE: number = 30;

  /** Photo upload addresses per minute per visitor address. */
  @IsInt()
  @Min(1)
  RATE_LIMIT_UPLOADS_PER_MINUTE: number = 30;

  /** Reads of a person's analysis per minute per visitor address. */
  @IsInt()
  @Min(1)
  RATE_LIMIT_READS_PER_MINUTE: number = 120;

  /** Largest JSON body accepted, in the `bytes` package's notation. */
  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 100kb or 1mb' })
  BODY_LIMIT: string = '1mb';

  /** Absolute address users reach this server at; used for links to files we serve (avatars, uploads) and in emails. */
  @IsOptional()
  @IsUrl(urlOptions)
  PUBLIC_BASE_URL?: string;

  /** A connection silent this long is closed (a stalled upload included). */
  @IsInt()
  @Min(1000)
  HTTP_IDLE_TIMEOUT_MS: number = 30_000;

  /** Time allowed for a request's headers to arrive. */
  @IsInt()
  @Min(1000)
  HTTP_HEADERS_TIMEOUT_MS: number = 20_000;

  /** Time allowed for a whole request, body included (10 MB at about 1 Mbit/s takes 80 s). */
  @IsInt()
  @Min(1000)
  HTTP_REQUEST_TIMEOUT_MS: number = 120_000;

  /** Photo uploads one visitor (or address, without a session) may send at the same time. */
  @IsInt()
  @Min(1)
  UPLOADS_IN_FLIGHT_PER_VISITOR: number = 4;

  /** Users created (or looked up) per minute, per visitor address and per visitor session alike. */
  @IsInt()
  @Min(1)
  RATE_LIMIT_USERS_PER_MINUTE: number = 10;

  /** Requests per minute per visitor address that send an email ("email me a link"). */
  @IsInt()
  @Min(1)
  RATE_LIMIT_EMAIL_PER_MINUTE: number = 5;

  // --- Visitor sessions ---
  /**
   * The root of everything the app writes: the embedded database (`pglite/`), photos and plan PDFs (`uploads/`),
   * uploads being received (`incoming/`), the email outbox (`outbox/`) and the generated secrets.
   * PGLITE_DATA_DIR and STORAGE_DIR only move their part elsewhere.
   */
  @IsString()
  @IsNotEmpty()
  DATA_DIR: string = path.join(REPO_ROOT, '.data');

  /**
   * Signs the anonymous visitor cookie (HMAC-SHA256). Unset, one is generated once and kept in DATA_DIR, so sessions
   * survive restarts of one machine; set it when several API instances serve the same site.
   */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  // --- Email: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox ---
  @Secret()
  @IsOptional()
  @IsUrl({ ...urlOptions, protocols: ['smtp', 'smtps'] }, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The From header of every email we send. */
  @IsString()
  @IsNotEmpty()
  EMAIL_FROM: string = 'Fitness <no-reply@fitness.local>';

  // --- Database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite ---
  @Secret()
  @IsOptional()
  @IsUrl(databaseUrlOptions, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** PostgreSQL schema holding the tables (must exist). */
  @Matches(/^[a-z_][a-z0-9_]*$/, { message: 'DATABASE_SCHEMA must be a lower-case SQL identifier' })
  DATABASE_SCHEMA: string = 'public';

  /** Where embedded PGlite keeps its files (default DATA_DIR/pglite); `memory://` keeps them in memory only. */
  @IsString()
  @IsNotEmpty()
  PGLITE_DATA_DIR!: string;

  // --- Jobs: BullMQ when REDIS_URL is set, otherwise jobs run in the API process ---
  @Secret()
  @IsOptional()
  @IsUrl(redisUrlOptions, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  /** Prefix of every BullMQ key, so several deployments (or test runs) can share one Redis. */
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'BULLMQ_PREFIX may hold letters, digits, - and _' })
  BULLMQ_PREFIX: string = 'fitness';

  /**
   * How long a worker's claim on a job lasts without renewal: a worker killed mid-job gives its job to another worker
   * (or itself, restarted) after about this long.
   */
  @IsInt()
  @Min(1000)
  JOB_LOCK_DURATION_MS: number = 30_000;

  /**
   * How long the API or a worker may take to stop after SIGTERM or SIGINT (finishing running jobs, closing pools and
   * Chromium) before it exits anyway (src/bootstrap/shutdown-deadline.ts). Below the orchestrator's grace period.
   */
  @IsInt()
  @Min(1000)
  SHUTDOWN_TIMEOUT_MS: number = 25_000;

  /** AI plans (and their PDFs) one worker process works on at the same time; also its Chromium page limit. */
  @IsInt()
  @Min(1)
  @Max(16)
  PLAN_JOB_CONCURRENCY: number = 2;

  /** The Chromium that renders plan PDFs (apt package `chromium`); never downloaded. */
  @IsString()
  @IsNotEmpty()
  CHROME_PATH: string = '/usr/bin/chromium';

  /**
   * Bearer token of the admin endpoints (expert-plan orders). Unset, the admin endpoints refuse every request.
   * At least 32 characters: it is the only thing between the internet and people's answers.
   */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'ADMIN_TOKEN must be at least 32 characters' })
  ADMIN_TOKEN?: string;

  // --- Photo storage: local disk unless GCS_BUCKET is set ---
  /** Where local storage keeps photos and plan PDFs (default DATA_DIR/uploads). */
  @IsString()
  @IsNotEmpty()
  STORAGE_DIR!: string;

  /**
   * Signs the local upload addresses (HMAC-SHA256). Unset, one is generated once and kept in DATA_DIR, so an address
   * survives a restart and every API instance sharing DATA_DIR accepts it; set it when instances share no DATA_DIR.
   */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'UPLOAD_SIGNING_SECRET must be at least 32 characters' })
  UPLOAD_SIGNING_SECRET?: string;

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, { message: 'GCS_BUCKET must be a valid bucket name' })
  GCS_BUCKET?: string;

  @ValidateIf((config: AppConfig) => config.GCS_BUCKET !== undefined)
  @IsString({ message: 'GCS_PROJECT_ID is required when GCS_BUCKET is set' })
  @IsNotEmpty()
  GCS_PROJECT_ID?: string;

  @ValidateIf((config: AppConfig) => config.GCS_BUCKET !== undefined)
  @IsString({ message: 'GCS_CLIENT_EMAIL is required when GCS_BUCKET is set' })
  @IsNotEmpty()
  GCS_CLIENT_EMAIL?: string;

  @Secret()
  @ValidateIf((config: AppConfig) => config.GCS_BUCKET !== undefined)
  @Matches(/-----BEGIN PRIVATE KEY-----/, {
    message: 'GCS_PRIVATE_KEY is required when GCS_BUCKET is set (PEM, newlines may be written as \\n)',
  })
  GCS_PRIVATE_KEY?: string;

  /** Points the GCS client at another endpoint (a local fake in tests). */
  @IsOptional()
  @IsUrl(urlOptions)
  GCS_API_ENDPOINT?: string;

  /** Folder holding the BlazePose model files for photo measurement; defaults to <repo>/models/human-models. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  MODELS_DIR?: string;

  /**
   * Threads measuring photos at once in this process (each holds the models, ~200 MB while it lives). Default: half
   * the cores. With REDIS_URL the scans run on the worker processes, so add workers to scan more.
   */
  @IsInt()
  @Min(1)
  @Max(64)
  PHOTO_SCAN_THREADS: number = DEFAULT_SCAN_THREADS;

  /**
   * A scan thread idle this long exits and gives its memory back; the first scan after that loads the models again
   * (about 0.2 s more). Raise it on a server that measures photos all day and has the memory to spare.
   */
  @IsInt()
  @Min(1_000)
  PHOTO_SCAN_IDLE_TIMEOUT_MS: number = DEFAULT_SCAN_IDLE_TIMEOUT_MS;

  /** How long an analysis waits for its photo measurement before going on with the stats and a note. */
  @IsInt()
  @Min(1)
  PHOTO_SCAN_TIMEOUT_MS: number = 20_000;

  // --- Payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test provider ---
  /**
   * `test` chooses the built-in test provider (Stripe's flow and test cards, no money moves) explicitly. It is the
   * default only on the embedded database: a deployment (DATABASE_URL) with no Stripe keys refuses to start rather
   * than let anyone "buy" every plan with 4242; it sets the Stripe keys, or PAYMENT_PROVIDER=test knowingly.
   */
  @PaymentProviderChosen()
  PAYMENT_PROVIDER?: string;

  @Secret()
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\w+$/, { message: 'STRIPE_SECRET_KEY must look like sk_test_...' })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((config: AppConfig) => config.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^pk_(test|live)_\w+$/, {
    message: 'STRIPE_PUBLISHABLE_KEY (pk_...) is required when STRIPE_SECRET_KEY is set',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  @Secret()
  @ValidateIf((config: AppConfig) => config.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET (whsec_...) is required when STRIPE_SECRET_KEY is set' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Points the Stripe SDK at another host (a local fake in tests). */
  @IsOptional()
  @IsUrl(urlOptions)
  STRIPE_API_BASE?: string;

  // --- AI answers and plans: an OpenAI-compatible server when OPENAI_API_KEY is set, otherwise built-in ---
  @Secret()
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  OPENAI_API_KEY?: string;

  @ValidateIf((config: AppConfig) => config.OPENAI_API_KEY !== undefined && config.OPENAI_BASE_URL !== undefined)
  @IsUrl(urlOptions)
  OPENAI_BASE_URL?: string;

  @IsString()
  @IsNotEmpty()
  OPENAI_MODEL: string = 'gpt-4o-mini';

  // --- Frontends served on the same port ---
  /** Folder holding shell/, analysis-mfe/, plans-mfe/, coaching-mfe/ (each with a built dist/). */
  @IsString()
  @IsNotEmpty()
  FRONTEND_DIST_DIR: string = path.join(REPO_ROOT, 'frontend');

  @Matches(/^(\/|https?:\/\/)\S+$/, { message: 'ANALYSIS_MFE_URL must be a path or an http(s) URL' })
  ANALYSIS_MFE_URL: string = '/mf/analysis/mf-manifest.json';

  @Matches(/^(\/|https?:\/\/)\S+$/, { message: 'PLANS_MFE_URL must be a path or an http(s) URL' })
  PLANS_MFE_URL: string = '/mf/plans/mf-manifest.json';

  @Matches(/^(\/|https?:\/\/)\S+$/, { message: 'COACHING_MFE_URL must be a path or an http(s) URL' })
  COACHING_MFE_URL: string = '/mf/coaching/mf-manifest.json';

  /** Days analytics events are kept; older ones are deleted by a scheduled job. */
  @IsInt()
  @Min(1)
  ANALYTICS_RETENTION_DAYS: number = 180;

  /** Runs the repeatable maintenance jobs (upload sweeper). Off only in tests that drive jobs by hand. */
  @Transform(toBoolean)
  @IsIn([true, false], { message: 'JOB_SCHEDULES_ENABLED must be true or false' })
  JOB_SCHEDULES_ENABLED: boolean = true;

  // --- Derived choices: one place decides which adapter each outside system uses ---
  get databaseDriver(): 'postgres' | 'pglite' {
    return this.DATABASE_URL === undefined ? 'pglite' : 'postgres';
  }

  get queueDriver(): 'bullmq' | 'in-process' {
    return this.REDIS_URL === undefined ? 'in-process' : 'bullmq';
  }

  get storageDriver(): 'local' | 'gcs' {
    return this.GCS_BUCKET === undefined ? 'local' : 'gcs';
  }

  /** Stripe when its key is set; otherwise the built-in test provider (chosen, on PostgreSQL: PAYMENT_PROVIDER). */
  get paymentsProvider(): 'embedded' | 'stripe' {
    return this.STRIPE_SECRET_KEY === undefined ? 'embedded' : 'stripe';
  }

  get emailTransport(): 'outbox' | 'smtp' {
    return this.SMTP_URL === undefined ? 'outbox' : 'smtp';
  }

  /** Where the embedded email adapter writes each message as an .eml file. */
  get emailOutboxDir(): string {
    return path.join(this.DATA_DIR, 'outbox');
  }

  /** An absolute address for links that leave the site (emails): PUBLIC_BASE_URL, else this machine's port. */
  get absoluteBaseUrl(): string {
    return this.publicBaseUrl === '' ? `http://localhost:${this.PORT}` : this.publicBaseUrl;
  }

  get aiProvider(): 'built-in' | 'openai' {
    return this.OPENAI_API_KEY === undefined ? 'built-in' : 'openai';
  }

  /**
   * The prefix for links to this server: PUBLIC_BASE_URL when set, else '' so links are root-relative and work on
   * whatever host the page was opened from (localhost, 127.0.0.1, a LAN address).
   */
  get publicBaseUrl(): string {
    return (this.PUBLIC_BASE_URL ?? '').replace(/\/+$/, '');
  }
}
