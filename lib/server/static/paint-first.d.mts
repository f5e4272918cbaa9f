export const PAINT_FIRST_LOADER: string;
export function paintFirst(html: string): string;
