export const PAINT_FIRST_LOADER: string;
export function loaderScript(scripts: string[], preloads: string[]): string;
export function paintFirst(html: string): string;
