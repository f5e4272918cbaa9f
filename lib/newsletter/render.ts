/**
 * A newsletter issue's body (Markdown from content/newsletter/*.mdx) as a mail: the HTML part
 * and the plain-text part, with site paths made absolute and nothing added to any link (no
 * tracking parameters, no pixel: the site promises no tracking). Used by `npm run newsletter`.
 */
import type { Link, Nodes, Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { fillSlots, formatDate, type Locale } from '../i18n/format';
import { escapeHtml, headerSafe, mailLangAttributes } from '../mail/bodies';
import { localePath } from '../i18n/paths';
import { parseIssueBody } from './body';

/**
 * Makes every site path absolute (mails are read away from the site), to the page in the mail's
 * language (`/guides/x` in an Arabic issue is `/ar/guides/x`), as the site's links do.
 */
function absolutise(tree: Root, siteUrl: string, locale: Locale) {
  visit(tree, 'link', (node: Link) => {
    if (node.url.startsWith('/') && !node.url.startsWith('//'))
      node.url = `${siteUrl}${localePath(node.url, locale)}`;
  });
}

/** The body as HTML (for the mail; the site renders the same Markdown through MDX). */
export function bodyHtml(body: string, siteUrl: string, locale: Locale): string {
  const tree = parseIssueBody(body);
  absolutise(tree, siteUrl, locale);
  const hast = unified().use(remarkRehype).runSync(tree);
  return unified().use(rehypeStringify).stringify(hast);
}

/** The body as plain text: paragraphs, headings and list items, each link followed by its address. */
export function bodyText(body: string, siteUrl: string, locale: Locale): string {
  const tree = parseIssueBody(body);
  absolutise(tree, siteUrl, locale);
  const inline = (node: Nodes): string => {
    if (node.type === 'text' || node.type === 'inlineCode') return node.value;
    if (node.type === 'break') return '\n';
    if (node.type === 'link') {
      const label = node.children.map(inline).join('');
      return label === node.url ? node.url : `${label} (${node.url})`;
    }
    if ('children' in node) return (node.children as Nodes[]).map(inline).join('');
    return '';
  };
  const blocks: string[] = [];
  const block = (node: Nodes, prefix = '') => {
    switch (node.type) {
      case 'heading':
        blocks.push(inline(node).toUpperCase());
        break;
      case 'paragraph':
        blocks.push(prefix + inline(node));
        break;
      case 'list':
        blocks.push(
          node.children
            .map((item, i) => {
              const mark = node.ordered ? `${(node.start ?? 1) + i}. ` : '- ';
              return mark + item.children.map((c) => inline(c as Nodes)).join('\n   ');
            })
            .join('\n'),
        );
        break;
      case 'blockquote':
        node.children.forEach((c) => block(c as Nodes, '> '));
        break;
      case 'thematicBreak':
        blocks.push('----');
        break;
      case 'code':
        blocks.push(node.value);
        break;
      default:
        if ('children' in node) blocks.push(prefix + inline(node));
    }
  };
  tree.children.forEach((n) => block(n as Nodes));
  return blocks.filter((b) => b.trim()).join('\n\n');
}

export type IssueForMail = {
  subject: string;
  preheader: string;
  date: string;
  body: string;
};

/** The fixed lines of every issue (content/pages/newsletter.mdx, blocks.mail). */
export type MailCopy = { reason: string; unsubscribe: string; webVersion: string };

export type IssueMail = { subject: string; html: string; text: string };

/** How an issue is rendered: the site, its name, the issue's web page, the fixed lines, the language. */
export type IssueMailOptions = {
  siteUrl: string;
  brand: string;
  webUrl: string;
  copy: MailCopy;
  /** The issue's language: the date, the links, `lang` and `dir`. */
  locale: Locale;
};

/**
 * One subscriber's mail: the issue, the reason they receive it, and their own unsubscribe link
 * (visible, besides the List-Unsubscribe header the outbox row carries).
 */
export function renderIssueMail(
  issue: IssueForMail,
  o: IssueMailOptions & { unsubscribeUrl: string },
): IssueMail {
  const locale = o.locale;
  const date = formatDate(issue.date, locale);
  const reason = fillSlots(o.copy.reason, { brand: o.brand });
  const html =
    `<!doctype html><html ${mailLangAttributes(locale)}><head><meta charset="utf-8"><title>${escapeHtml(issue.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">` +
    // The preheader: the line inbox lists show after the subject, not shown in the mail itself.
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(issue.preheader)}</div>` +
    `<p style="color:#555">${escapeHtml(o.brand)} · ${escapeHtml(date)}</p>` +
    `<h1 style="font-size:22px">${escapeHtml(issue.subject)}</h1>` +
    bodyHtml(issue.body, o.siteUrl, locale) +
    `<hr><p style="color:#555;font-size:13px">${escapeHtml(reason)} ` +
    `<a href="${escapeHtml(o.unsubscribeUrl)}">${escapeHtml(o.copy.unsubscribe)}</a> · ` +
    `<a href="${escapeHtml(o.webUrl)}">${escapeHtml(o.copy.webVersion)}</a></p>` +
    `</body></html>`;
  const text =
    `${issue.subject}\n${o.brand} · ${date}\n\n${bodyText(issue.body, o.siteUrl, locale)}\n\n----\n` +
    `${reason}\n${o.copy.unsubscribe}: ${o.unsubscribeUrl}\n${o.copy.webVersion}: ${o.webUrl}\n`;
  return { subject: headerSafe(issue.subject), html, text };
}

/** Stands in for the unsubscribe link while an issue is rendered once for all its subscribers. */
const PLACEHOLDER = 'https://unsubscribe.placeholder.invalid/link';

/**
 * Renders the issue once and returns each subscriber's mail by putting their unsubscribe link in
 * (rendering Markdown per subscriber would make queuing 10,000 mails take minutes).
 */
export function issueMailRenderer(
  issue: IssueForMail,
  o: IssueMailOptions,
): (unsubscribeUrl: string) => IssueMail {
  const template = renderIssueMail(issue, { ...o, unsubscribeUrl: PLACEHOLDER });
  const htmlParts = template.html.split(escapeHtml(PLACEHOLDER));
  const textParts = template.text.split(PLACEHOLDER);
  return (unsubscribeUrl) => ({
    subject: template.subject,
    html: htmlParts.join(escapeHtml(unsubscribeUrl)),
    text: textParts.join(unsubscribeUrl),
  });
}
