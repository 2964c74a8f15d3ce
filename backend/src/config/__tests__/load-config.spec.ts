import { ConfigValidationError, describeConfig, loadConfig } from '../load-config';

function problemsOf(env: Record<string, string>): Record<string, string[]> {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be rejected');
}

describe('loadConfig', () => {
  it('starts with the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseDriver).toBe('pglite');
    expect(config.queueDriver).toBe('in-process');
    expect(config.storageDriver).toBe('local');
    expect(config.PGLITE_DATA_DIR).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(config.STORAGE_DIR).toMatch(/[/\\]\.data[/\\]uploads$/);
    expect(config.FRONTEND_DIST_DIR).toMatch(/[/\\]frontend$/);
    expect(config.ANALYSIS_MFE_URL).toBe('/mf/analysis/mf-manifest.json');
    expect(config.publicBaseUrl).toBe('');
  });

  it('keeps everything the app writes under DATA_DIR; the narrower folders only override their part', () => {
    const config = loadConfig({ DATA_DIR: '/srv/fitness' });
    expect(config.PGLITE_DATA_DIR).toBe('/srv/fitness/pglite');
    expect(config.STORAGE_DIR).toBe('/srv/fitness/uploads');
    expect(config.emailOutboxDir).toBe('/srv/fitness/outbox');

    const moved = loadConfig({ DATA_DIR: '/srv/fitness', PGLITE_DATA_DIR: '/fast-disk/pglite' });
    expect(moved.PGLITE_DATA_DIR).toBe('/fast-disk/pglite');
    expect(moved.STORAGE_DIR).toBe('/srv/fitness/uploads');
  });

  describe('the payment provider', () => {
    const STRIPE = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    const POSTGRES = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fitness' };

    it('is the built-in test provider by default on the embedded database', () => {
      expect(loadConfig({}).paymentsProvider).toBe('embedded');
    });

    it('is refused on PostgreSQL with no Stripe keys unless PAYMENT_PROVIDER=test chooses it', () => {
      const problems = problemsOf(POSTGRES);
      expect(Object.keys(problems)).toEqual(['PAYMENT_PROVIDER']);
      expect(problems.PAYMENT_PROVIDER.join()).toMatch(/STRIPE_SECRET_KEY.*PAYMENT_PROVIDER=test/);
      expect(loadConfig({ ...POSTGRES, PAYMENT_PROVIDER: 'test' }).paymentsProvider).toBe('embedded');
      expect(loadConfig({ ...POSTGRES, ...STRIPE }).paymentsProvider).toBe('stripe');
    });

    it('refuses PAYMENT_PROVIDER=test beside Stripe keys, and any other value', () => {
      expect(problemsOf({ ...STRIPE, PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER.join()).toMatch(/STRIPE_SECRET_KEY/);
      expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' }).PAYMENT_PROVIDER.join()).toMatch(/only be test/);
    });
  });

  it('converts numbers, booleans and lists from their text form', () => {
    const config = loadConfig({
      PORT: '8080',
      JOB_SCHEDULES_ENABLED: 'false',
      CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002',
    });
    expect(config.PORT).toBe(8080);
    expect(config.JOB_SCHEDULES_ENABLED).toBe(false);
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:3001', 'http://localhost:3002']);
  });

  it('treats an empty value as unset, so a copied .env.example boots', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ', PORT: '' });
    expect(config.databaseDriver).toBe('pglite');
    expect(config.queueDriver).toBe('in-process');
    expect(config.PORT).toBe(3000);
  });

  it('selects PostgreSQL and BullMQ when their URLs are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/fitness',
      REDIS_URL: 'redis://cache:6379',
      PAYMENT_PROVIDER: 'test',
    });
    expect(config.databaseDriver).toBe('postgres');
    expect(config.queueDriver).toBe('bullmq');
  });

  it('lists every missing setting of every selected adapter together', () => {
    const problems = problemsOf({ GCS_BUCKET: 'fitness-photos', STRIPE_SECRET_KEY: 'sk_test_abc123' });
    expect(Object.keys(problems).sort()).toEqual(
      ['GCS_CLIENT_EMAIL', 'GCS_PRIVATE_KEY', 'GCS_PROJECT_ID', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].sort(),
    );
    expect(problems.GCS_PROJECT_ID!.join(' ')).toContain('required when GCS_BUCKET is set');
  });

  it('lists plain bad values alongside missing conditional ones', () => {
    const problems = problemsOf({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://db', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'not a url' });
    expect(Object.keys(problems).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'OPENAI_BASE_URL', 'PAYMENT_PROVIDER', 'PORT']);
  });

  it('does not require an adapter setting when its adapter is not selected', () => {
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).not.toThrow();
    expect(loadConfig({ OPENAI_API_KEY: 'sk-local' }).aiProvider).toBe('openai');
  });

  it('rejects a boolean setting that is neither true nor false', () => {
    expect(Object.keys(problemsOf({ JOB_SCHEDULES_ENABLED: 'maybe' }))).toEqual(['JOB_SCHEDULES_ENABLED']);
  });

  it('leaves the upload signing secret to DATA_DIR unless one is set, and refuses a short one', () => {
    expect(loadConfig({}).UPLOAD_SIGNING_SECRET).toBeUndefined();
    expect(loadConfig({ UPLOAD_SIGNING_SECRET: 'x'.repeat(32) }).UPLOAD_SIGNING_SECRET).toBe('x'.repeat(32));
    expect(Object.keys(problemsOf({ UPLOAD_SIGNING_SECRET: 'too-short' }))).toEqual(['UPLOAD_SIGNING_SECRET']);
  });

  it('names each bad variable in the error message', () => {
    expect(() => loadConfig({ PORT: '0', BODY_LIMIT: 'huge' })).toThrow(/PORT[\s\S]*BODY_LIMIT|BODY_LIMIT[\s\S]*PORT/);
  });
});

describe('describeConfig', () => {
  it('masks secrets and URL passwords but keeps what helps debugging', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:s3cret@db:5432/fitness',
      STRIPE_SECRET_KEY: 'sk_test_supersecret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_WEBHOOK_SECRET: 'whsec_hidden',
      OPENAI_API_KEY: 'sk-openai-hidden',
      UPLOAD_SIGNING_SECRET: 'upload-signing-secret-that-is-long-enough',
    });
    const described = JSON.stringify(describeConfig(config));
    expect(described).not.toContain('upload-signing-secret');
    expect(described).not.toContain('s3cret');
    expect(described).not.toContain('supersecret');
    expect(described).not.toContain('whsec_hidden');
    expect(described).not.toContain('sk-openai-hidden');
    expect(described).toContain('postgres://app:***@db:5432/fitness');
    expect(described).toContain('pk_test_public');
    expect(described).toContain('"payments":"stripe"');
  });
});
