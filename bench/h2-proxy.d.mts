export declare function forwardable(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[]>;
export declare function startH2Proxy(
  upstream: string,
  tls: { key: Buffer | string; cert: Buffer | string },
): Promise<{ url: string; stop: () => Promise<void> }>;
