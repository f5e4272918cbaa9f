import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentProps } from 'react';
import { StaticImage } from '@/components/ui/static-image';

/** The same props as StaticImage (`priority` is implied: the art is always in the document). */
type Props = ComponentProps<typeof StaticImage>;

const drawings = new Map<string, { viewBox: string; inner: string }>();

/** The drawing inside an SVG file (its own <title> left out: the content's alt text names it). */
function drawing(src: string) {
  let d = drawings.get(src);
  if (!d) {
    const svg = fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
    const open = /<svg\b[^>]*>/.exec(svg);
    const viewBox = open && /\bviewBox="([^"]+)"/.exec(open[0])?.[1];
    if (!open || !viewBox) throw new Error(`${src}: no <svg viewBox> to inline`);
    const inner = svg
      .slice(open.index + open[0].length, svg.lastIndexOf('</svg>'))
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .trim();
    d = { viewBox, inner };
    drawings.set(src, d);
  }
  return d;
}

/**
 * The home hero's illustration, the page's largest paint, drawn inline: it arrives with the
 * document instead of as a request of its own that competes with the scripts, the font and the
 * stylesheet. An image with the content's alt text for assistive technology, sized like the
 * `<img>` it replaces (width and height reserve its box). A non-SVG source stays an `<img>`.
 */
export function HeroArt(props: Props) {
  const { src, alt, width, height, className } = props;
  if (!src.endsWith('.svg')) return <StaticImage {...props} priority />;
  const { viewBox, inner } = drawing(src);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={width}
      height={height}
      role="img"
      aria-label={alt}
      className={className}
      // The file is ours (public/, fixed at build time), not visitor input.
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
