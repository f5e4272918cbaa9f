'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { localePath } from '@/lib/i18n/paths';
import { useLocale } from './locale-context';

/**
 * The site's link: a site path such as `/plans` points to the page in the reader's language
 * (`/ar/plans` on Arabic pages). Every internal link goes through it (lint forbids `next/link`
 * elsewhere), so components and content name paths once, without a language.
 *
 * It prefetches its page only when the visitor shows intent (pointer over it, focus, touch), not
 * as soon as it comes into view: a page links a dozen others, and fetching each one's payload and
 * code as the page loads kept the main thread busy just when the visitor starts to read (up to
 * 120 KB on /about). A `prefetch` given by the caller is used as it is.
 */
export default function Link({
  href,
  prefetch,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  const [intent, setIntent] = useState(false);
  const target = typeof href === 'string' ? localePath(href, locale) : href;
  // The visitor's intent turns prefetching on, unless the caller chose; the caller's own handler
  // runs either way.
  const onIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      if (prefetch === undefined) setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      href={target}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onPointerEnter={onIntent(onPointerEnter)}
      onFocus={onIntent(onFocus)}
      onTouchStart={onIntent(onTouchStart)}
      {...props}
    />
  );
}
