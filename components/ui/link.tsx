'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localePath } from '@/lib/i18n/paths';
import { useLocale } from './locale-context';

/**
 * The site's link: a site path such as `/plans` points to the page in the reader's language
 * (`/ar/plans` on Arabic pages). Every internal link goes through it (lint forbids `next/link`
 * elsewhere), so components and content name paths once, without a language.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  const target = typeof href === 'string' ? localePath(href, locale) : href;
  return <NextLink href={target} {...props} />;
}
