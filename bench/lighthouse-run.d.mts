/** One Lighthouse run's figures, or the error code of a run whose page did not load. */
export type Sample = Record<string, number | string | undefined> | { failed: string };
export declare function lighthouseSample(
  url: string,
  options?: {
    preset?: string;
    chromePath?: string;
    saveAs?: string;
    selfSigned?: boolean;
    missing?: boolean;
  },
): Promise<Sample>;
export declare function medianSample(
  samples: Sample[],
): Record<string, unknown> & { runs: number; failed: string[] };
export declare function passOrder<T extends { label: string }>(targets: T[], i: number): T[];
export declare function routeOf(label: string): string;
