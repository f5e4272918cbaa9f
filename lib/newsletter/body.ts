/**
 * A newsletter issue's body rules (the content check, lib/content/collections.ts). Parsing only:
 * this module is part of the site's server code, so it imports nothing the build does not need.
 */
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Query parameters that exist to track readers: an issue's links must not carry them. */
export const TRACKING_PARAM =
  /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|ref)$/i;

export function parseIssueBody(body: string): Root {
  return unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(body) as Root;
}

/**
 * The body's problems, each with its line: MDX components, expressions or imports (a mail cannot
 * run them), images (the classic tracking pixel), links that are neither a site path nor https,
 * links with tracking parameters, and links to a guide that does not exist.
 */
export function issueBodyProblems(body: string, guideSlugs: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  let tree: Root;
  try {
    tree = parseIssueBody(body);
  } catch (err) {
    return [`is not valid Markdown: ${(err as Error).message}`];
  }
  if (!body.trim()) problems.push('must not be empty');
  visit(tree, (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    const at = `line ${line}`;
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'mdxjsEsm':
        problems.push(`${at}: MDX components and expressions cannot be mailed; write Markdown`);
        break;
      case 'image':
      case 'imageReference':
        problems.push(
          `${at}: images are not allowed in a newsletter (a mail image can track its reader)`,
        );
        break;
      case 'link': {
        const url = node.url;
        let parsed: URL;
        try {
          parsed = new URL(url, 'https://site.invalid');
        } catch {
          problems.push(`${at}: "${url}" is not a valid link`);
          break;
        }
        const internal = url.startsWith('/') && !url.startsWith('//');
        if (!internal && parsed.protocol !== 'https:')
          problems.push(
            `${at}: "${url}" must be a site path such as /guides/roaming or an https:// address`,
          );
        const tracking = [...parsed.searchParams.keys()].filter((k) => TRACKING_PARAM.test(k));
        if (tracking.length)
          problems.push(`${at}: "${url}" carries the tracking parameter ${tracking.join(', ')}`);
        const guide = internal ? parsed.pathname.match(/^\/guides\/([^/]+)\/?$/)?.[1] : undefined;
        if (guide && !guideSlugs.has(guide))
          problems.push(
            `${at}: links to /guides/${guide}, but there is no guide with slug "${guide}" in content/guides`,
          );
        break;
      }
    }
  });
  return problems;
}
