import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const MONTH_FILE = /^(\d{4})(\d{2})\.mdx?$/;

export const releasesDir = join(__dirname, '..', '..', 'releases');

/** The monthly pages present in releases/, as YYYYMM ids, newest first. */
export function releaseMonths(dir = releasesDir): string[] {
  return readdirSync(dir)
    .map((file) => MONTH_FILE.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[1] + m[2])
    .sort()
    .reverse();
}

/** Every month from first to last inclusive, as YYYYMM ids, oldest first. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(4));
  while (`${year}${String(month).padStart(2, '0')}` <= last) {
    months.push(`${year}${String(month).padStart(2, '0')}`);
    month = month === 12 ? 1 : month + 1;
    year = month === 1 ? year + 1 : year;
  }
  return months;
}
