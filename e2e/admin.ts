/** The admin bearer token the test server runs with (playwright.config.ts), for reading what the app kept. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef0123456789';
export const adminHeaders = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
