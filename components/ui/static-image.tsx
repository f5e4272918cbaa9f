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

/**
 * A local image as a plain `<img>`. Every image on the site is a small SVG served as it is, so
 * next/image (a client component, about 5 KB gzip of JavaScript on each page that uses it) would
 * add script and nothing else. Width and height reserve the space, so nothing shifts.
 */
export function StaticImage({ src, alt, width, height, className, priority = false }: Props) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: no optimisation to gain
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
