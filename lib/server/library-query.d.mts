export const LIBRARY_PATHS: string[];
export const LIBRARY_QUERY_KEYS: string[];
export const LIBRARY_QUERY_HEADER: string;
export function isLibraryQuery(path: string, search: string): boolean;
export function markLibraryQuery(
  req: { url?: string; headers: Record<string, string | string[] | undefined> },
  path: string,
): boolean;
export function libraryQueryRewrites(): {
  source: string;
  destination: string;
  has: { type: 'header'; key: string }[];
}[];
