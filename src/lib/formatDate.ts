const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 24, 2026": the en-US medium date in UTC, as Intl.DateTimeFormat prints it, without creating
 * a formatter (the first one loads the browser's locale data: see src/theme/LastUpdated).
 */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
