export function inlineScripts(html: string): string[];
export function sha256Source(text: string): string;
export function buildPolicy(opts?: {
  hashes?: string[];
  nonce?: string;
  scriptHosts?: string[];
  https?: boolean;
}): string;
export function normalisePath(pathname: string): string;
