import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from '@fitness/contracts';
import type { AppConfig } from '../config/app-config';
import { GCS_DEFAULT_ENDPOINT } from '../infra/storage/gcs-endpoint';

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

/**
 * The CSP sources that allow exactly the inline scripts our pages carry (the theme script of index.html, the saved
 * plan check of the prerendered /weekly-plan), and no other inline script.
 */
export const INLINE_SCRIPT_SOURCES = INLINE_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/**
 * CSP for the apps we serve: our own scripts (plus remotes hosted elsewhere when configured), inline styles
 * (antd injects CSS-in-JS at runtime), data:/blob: images (photo previews), WebAssembly (in-browser body scan).
 */
export function contentSecurityPolicyDirectives(config: AppConfig): Record<string, string[]> {
  const remoteOrigins = [config.ANALYSIS_MFE_URL, config.PLANS_MFE_URL, config.COACHING_MFE_URL]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  // Stripe.js is loaded from Stripe and runs its card fields in Stripe's frames (https://docs.stripe.com/security/guide#content-security-policy).
  const stripe = config.paymentsProvider === 'stripe';
  const scripts = [
    "'self'",
    "'wasm-unsafe-eval'",
    ...INLINE_SCRIPT_SOURCES,
    ...new Set(remoteOrigins),
    ...(stripe ? ['https://js.stripe.com'] : []),
  ];
  // With a storage bucket, browsers PUT photos straight to it (the bucket's CORS rules must allow our origin too).
  const uploadOrigin =
    config.storageDriver === 'gcs' ? originOf(config.GCS_API_ENDPOINT ?? GCS_DEFAULT_ENDPOINT) : null;
  const connections = [
    "'self'",
    ...new Set([...remoteOrigins, ...(uploadOrigin === null ? [] : [uploadOrigin])]),
    ...(stripe ? ['https://api.stripe.com'] : []),
  ];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connections,
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
  };
}
