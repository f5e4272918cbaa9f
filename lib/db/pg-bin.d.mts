export function findPgBin(tools?: string[]): string | null;
