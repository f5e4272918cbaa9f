/** Display helpers shared by the catalogue, plan pages and the comparison (no React, no zod). */

/** Fills "{name}" slots of a copy text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** "12 March 2024" from "2024-03-12" (dates as the source states them, in UTC). */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
