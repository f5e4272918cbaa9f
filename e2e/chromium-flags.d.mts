export const CHROMIUM_FLAGS: string[];
export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
export function suiteChromiumPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
