// Types for the helpers that TypeScript tests import from bench/lib.mjs.
export declare function chromiumPath(): string;
export declare const CHROMIUM_FLAGS: string[];
export declare function numberArg(name: string, dflt: number): number;
export declare function freePort(): Promise<number>;
export declare function waitFor(url: string, timeoutMs?: number): Promise<void>;
export declare function startServer(
  env?: Record<string, string>,
  options?: { cwd?: string },
): Promise<{
  url: string;
  port: number;
  child: import('node:child_process').ChildProcess;
  stop: () => Promise<void>;
}>;
export declare function percentile(sorted: number[], p: number): number;
/** A self-signed certificate for localhost and 127.0.0.1, written to `dir`: the files' paths. */
export declare function selfSignedCert(dir: string): { cert: string; key: string };
/** Raw and gzip (level 9) bytes of a page's HTML. */
export declare function htmlFigures(html: string): { raw: number; gzip: number };
export declare function fetchHtml(url: string, status?: number): Promise<string>;
/** Every page path in the sitemap, in its order. */
export declare function sitemapPaths(base: string): Promise<string[]>;
