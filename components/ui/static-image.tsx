import { preload } from 'react-dom';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's largest paint: preloaded with high priority and never lazy. */
  priority?: boolean;
};

/** An image off the first screen loads when it nears it. */
const LAZY = { loading: 'lazy' } as const;

/**
 * A local image as a plain `<img>`. Every image on the site is a small SVG served as it is, so
 * next/image (a client component, about 5 KB gzip of JavaScript on each page that uses it) would
 * add script and nothing else. Width and height reserve the space, so nothing shifts.
 */
export function StaticImage({ alt, priority = false, ...img }: Props) {
  if (priority) preload(img.src, { as: 'image', fetchPriority: 'high' });
  const load = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : LAZY;
  // eslint-disable-next-line @next/next/no-img-element -- see above: no optimisation to gain
  return <img alt={alt} {...img} {...load} decoding="async" />;
}
