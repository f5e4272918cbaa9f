type Row = { label: string; html: { raw: number; gzip: number }; m: Record<string, unknown> };
type Sample = { fcp?: number; lcp?: number; failed?: string };
export function printTable(rows: Row[]): void;
export function runLines(rows: { label: string; runs: Sample[] }[]): string[];
export function medianRouteLines(rows: Row[], builds: string[], skip?: string[]): string[];
