import { createHash } from 'node:crypto';
import { REMOTE_PRELOADS_SCRIPT, THEME_INIT_SCRIPT, WEEKLY_PLAN_SAVED_PLAN_SCRIPT } from '@fitness/contracts';
import { loadConfig } from '../../config/load-config';
import { contentSecurityPolicyDirectives } from '../content-security-policy';

const GCS_ENV = {
  GCS_BUCKET: 'fitness-photos',
  GCS_PROJECT_ID: 'fitness',
  GCS_CLIENT_EMAIL: 'uploader@fitness.iam.gserviceaccount.com',
  GCS_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMII\\n-----END PRIVATE KEY-----',
};

describe('contentSecurityPolicyDirectives', () => {
  it('lets pages connect only to our own origin with local photo storage', () => {
    expect(contentSecurityPolicyDirectives(loadConfig({}))['connect-src']).toEqual(["'self'"]);
  });

  it('lets pages upload to the storage bucket when photos are stored in one', () => {
    expect(contentSecurityPolicyDirectives(loadConfig(GCS_ENV))['connect-src']).toEqual([
      "'self'",
      'https://storage.googleapis.com',
    ]);
    const withEndpoint = loadConfig({ ...GCS_ENV, GCS_API_ENDPOINT: 'http://127.0.0.1:4443/' });
    expect(contentSecurityPolicyDirectives(withEndpoint)['connect-src']).toContain('http://127.0.0.1:4443');
  });
});

describe('inline scripts', () => {
  it("allows exactly the theme script, the remote preloads and the weekly plan's saved plan check by their hashes, and no other inline script", () => {
    const scripts = contentSecurityPolicyDirectives(loadConfig({}))['script-src'];
    const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([
      sourceOf(THEME_INIT_SCRIPT),
      sourceOf(REMOTE_PRELOADS_SCRIPT),
      sourceOf(WEEKLY_PLAN_SAVED_PLAN_SCRIPT),
    ]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });
});

describe('Stripe', () => {
  const STRIPE_ENV = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('lets Stripe.js and its card frames in only when Stripe is the payment provider', () => {
    const withStripe = contentSecurityPolicyDirectives(loadConfig(STRIPE_ENV));
    expect(withStripe['script-src']).toContain('https://js.stripe.com');
    expect(withStripe['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(withStripe['connect-src']).toContain('https://api.stripe.com');
    const builtIn = contentSecurityPolicyDirectives(loadConfig({}));
    expect(builtIn['script-src'].join(' ')).not.toContain('stripe');
    expect(builtIn['frame-src']).toEqual(["'none'"]);
  });
});
