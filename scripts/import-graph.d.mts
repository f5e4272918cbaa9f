/** Types of scripts/import-graph.mjs (read by its test). */
export function importGraph(root: string, dirs?: readonly string[]): Map<string, string[]>;
export function circles(graph: Map<string, string[]>): string[][];
export function upwardImports(graph: Map<string, string[]>): string[];
export function checkImports(root: string): { ok: boolean; lines: string[] };
