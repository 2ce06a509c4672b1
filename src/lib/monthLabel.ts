/** Month names and labels, safe for the browser bundle (src/build/releases.ts reads the disk). */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "202510" -> "October 2025". */
export function monthLabel(id: string): string {
  return `${MONTH_NAMES[Number(id.slice(4)) - 1]} ${id.slice(0, 4)}`;
}
