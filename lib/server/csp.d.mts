export function inlineScripts(html: string): string[];
export function inlineStyles(html: string): { elements: string[]; attributes: string[] };
export function sha256Source(text: string): string;
export function mergeStyles(list: { elements: string[]; attributes: string[] }[]): {
  elements: string[];
  attributes: string[];
};
export function buildPolicy(opts?: {
  hashes?: string[];
  styles?: string[];
  styleAttrs?: string[];
  nonce?: string;
  scriptHosts?: string[];
  https?: boolean;
}): string;
export function policyForHtml(
  html: string,
  base?: { elements?: string[]; attributes?: string[]; scriptHosts?: string[]; https?: boolean },
): string;
export function normalisePath(pathname: string): string;
