import type { Locator } from '@playwright/test';

// An expandable item's chevron (the FAQ, the plans overview, the family cards, a guide of the
// library) is drawn by the stylesheet at the end of its summary or button, not by an inline icon:
// down while closed, up while open (e2e/disclosure-chevron.spec.ts, e2e/route-extras.ts).

/** The summary's (or button's) chevron, its ::after, and where its text ends. */
export const chevron = (summary: Locator) =>
  summary.evaluate((el) => {
    const mark = getComputedStyle(el, '::after');
    const box = el.getBoundingClientRect();
    const heading = (el.querySelector('h3') ?? el.firstElementChild!).getBoundingClientRect();
    return {
      // Icons after the heading (a disclosure may lead with an icon of its own).
      icons: el.querySelectorAll('h3 ~ svg, button > svg').length,
      content: mark.content,
      mask: mark.maskImage,
      width: mark.width,
      height: mark.height,
      colour: mark.backgroundColor,
      rotate: mark.rotate,
      transition: mark.transitionDuration,
      // The page's text colour (CanvasText in forced colours).
      textColour: getComputedStyle(document.body).color,
      // Room between the heading's end and the summary's end edge (right in English, left in Arabic).
      endRoom: document.dir === 'rtl' ? heading.left - box.left : box.right - heading.right,
    };
  });

/** The brand colour the chevron is drawn in (brand-700). */
export const BRAND_700 = 'rgb(15, 118, 110)';
