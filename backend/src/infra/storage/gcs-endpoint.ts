/**
 * Where the Cloud Storage client sends requests, and so where signed upload URLs point, unless GCS_API_ENDPOINT is
 * set. Apart from the adapter so the Content-Security-Policy can name it without loading the SDK.
 */
export const GCS_DEFAULT_ENDPOINT = 'https://storage.googleapis.com';
