// Types for the helpers that TypeScript tests import from bench/lighthouse-variants.mjs.
export type Variant = { name: string; off: string; build: boolean };
export declare const BUILD_PATCHES: string[];
export declare const LIGHTHOUSE_PATCHES: string[];
export declare const MISSING_PAGES: string[];
export declare function parseWithout(spec: string | null | undefined): Variant[];
export declare function buildVariant(
  root: string,
  off: string,
  options?: { reuse?: boolean },
): string;
export declare function uptime(): string;
