export function rangeOutcome(
  header: string,
  size: number,
): 'ignore' | 'satisfiable' | 'unsatisfiable';
export function staticFile(
  urlPath: string,
  dirs?: { staticDir?: string; publicDir?: string },
): { file: string; size: number; mtimeMs: number } | null;
