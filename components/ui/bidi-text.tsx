import { Fragment, type ReactNode } from 'react';
import { splitLatin } from '@/lib/i18n/bidi/latin-runs';

/**
 * An Arabic text from the content (a title, a brief, a form's error message) with each Latin run
 * in a `<bdi>`, as the MDX bodies get it (lib/i18n/bidi/rehype-isolate-latin.ts): "إي آند (e&)" keeps
 * its ampersand after the e. A text without Arabic comes back as it is. No hooks: it renders in
 * server and client components alike.
 */
export function bidiText(text: string): ReactNode {
  const pieces = splitLatin(text);
  if (pieces.length === 1 && !pieces[0].latin) return text;
  return pieces.map((p, i) =>
    p.latin ? <bdi key={i}>{p.text}</bdi> : <Fragment key={i}>{p.text}</Fragment>,
  );
}

/** `bidiText` as a component: `<BidiText text={guide.title} />`. */
export function BidiText({ text }: { text: string }) {
  return <>{bidiText(text)}</>;
}
