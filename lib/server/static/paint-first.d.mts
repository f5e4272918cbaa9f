export const PAINT_FIRST_LOADER: string;
export function loaderScript(scripts: string[], preloads: string[], flight?: string): string;
export function takeFlight(html: string): { html: string; flight: string };
export function paintFirst(html: string, flight?: string): string;
export function leftUnpatched(html: string): string[];
