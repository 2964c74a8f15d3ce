/**
 * The name `Intl` uses for a time zone it knows ("europe/berlin" → "Europe/Berlin", "Etc/UTC" → "UTC"), or null when
 * `Intl` does not accept it. Bookings keep the visitor's browser zone this way, so emails can show their local time.
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
