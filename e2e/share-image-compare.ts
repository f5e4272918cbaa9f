/**
 * Chromium's own rendering of a share image's title, and the comparison of a share image with it
 * (e2e/share-images.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  OG_HEIGHT,
  OG_PADDING,
  OG_TITLE_LINE_HEIGHT,
  OG_TITLE_WEIGHT,
  OG_TITLE_WIDTH,
  ogTitleFontSize,
} from '../lib/seo/og/layout';

/** IBM Plex Sans Arabic as the share images use it (lib/seo/og/rtl.tsx): Arabic and Latin subsets. */
function fontFaces(): string {
  const dir = path.join('node_modules', '@fontsource', 'ibm-plex-sans-arabic', 'files');
  return ['arabic', 'latin']
    .map((subset) => {
      const file = path.join(dir, `ibm-plex-sans-arabic-${subset}-${OG_TITLE_WEIGHT}-normal.woff`);
      const data = fs.readFileSync(file).toString('base64');
      return `@font-face { font-family: plex-${subset}; font-weight: ${OG_TITLE_WEIGHT}; src: url(data:font/woff;base64,${data}) format('woff'); }`;
    })
    .join('\n');
}

/** Space above and below the reference title, in pixels. */
const REFERENCE_MARGIN = 24;

/** Chromium's own rendering of a title in its direction: the image's font, size, line height and width. */
export async function chromiumTitle(
  page: Page,
  title: string,
  dir: 'ltr' | 'rtl' = 'rtl',
): Promise<Buffer> {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  await page.setContent(
    `<!doctype html><html><head><style>${fontFaces()}
      body { margin: 0; background: #000; }
      div { width: fit-content; padding: ${REFERENCE_MARGIN}px 0; }
      p { margin: 0; width: ${OG_TITLE_WIDTH}px; color: #fff; text-align: start;
          font: ${OG_TITLE_WEIGHT} ${ogTitleFontSize(title)}px/${OG_TITLE_LINE_HEIGHT} plex-arabic, plex-latin; }
    </style></head><body><div><p dir="${dir}" lang="${dir === 'rtl' ? 'ar' : 'en'}">${escaped}</p></div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  // Letters reach above and below their line boxes: the margin keeps them in the screenshot.
  return page.locator('div').screenshot();
}

/**
 * How closely the share image's title matches Chromium's rendering, line by line: the title's
 * place in the image is found from the rows that hold ink; then, for each line, the ink of
 * each pixel column (how much of the column the letters cover) is compared, allowing a few
 * pixels of shift, as a correlation (1: the same columns inked as much). Words in another order
 * put the gaps between words elsewhere and the correlation falls.
 */
export async function compareTitle(
  page: Page,
  image: Buffer,
  reference: Buffer,
  lineHeight: number,
) {
  await page.setContent('<!doctype html><html><body></body></html>');
  return page.evaluate(
    async ({ image, reference, lineHeight, margin, blur, box }) => {
      const pixels = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const { data } = ctx.getImageData(0, 0, img.width, img.height);
        // Ink: light text on the dark background (the brand's teal in the image, black in the reference).
        const ink = new Float32Array(img.width * img.height);
        for (let i = 0; i < ink.length; i++) {
          const v = (data[4 * i] + data[4 * i + 1] + data[4 * i + 2]) / 765;
          ink[i] = Math.min(1, Math.max(0, (v - 0.45) / 0.5));
        }
        return { ink, width: img.width, height: img.height };
      };
      const og = await pixels(image);
      const ref = await pixels(reference);
      const width = Math.min(ref.width, box.width);
      const rowsOf = (p: typeof og, x0: number, y0: number, h: number) =>
        Array.from({ length: h }, (_, y) => {
          let s = 0;
          for (let x = 0; x < width; x++) s += p.ink[(y0 + y) * p.width + x0 + x];
          return s;
        });
      // Each column's ink, averaged over its neighbours within `blur` pixels: the two renderers
      // shape some letters a little differently (Chromium's HarfBuzz applies more of the font's
      // features than Satori's opentype.js), differences far narrower than a word.
      const columnsOf = (p: typeof og, x0: number, y0: number, h: number) => {
        const raw = Array.from({ length: width }, (_, x) => {
          let s = 0;
          for (let y = Math.max(0, y0); y < Math.min(p.height, y0 + h); y++)
            s += p.ink[y * p.width + x0 + x];
          return s;
        });
        return raw.map((_, x) => {
          let s = 0;
          for (let i = Math.max(0, x - blur); i <= Math.min(width - 1, x + blur); i++) s += raw[i];
          return s;
        });
      };
      const correlation = (a: number[], b: number[], shift: number) => {
        const n = a.length;
        let sa = 0,
          sb = 0,
          saa = 0,
          sbb = 0,
          sab = 0,
          m = 0;
        for (let i = 0; i < n; i++) {
          const j = i + shift;
          if (j < 0 || j >= b.length) continue;
          sa += a[i];
          sb += b[j];
          saa += a[i] * a[i];
          sbb += b[j] * b[j];
          sab += a[i] * b[j];
          m++;
        }
        const cov = sab / m - (sa / m) * (sb / m);
        const va = saa / m - (sa / m) ** 2,
          vb = sbb / m - (sb / m) ** 2;
        return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
      };
      const best = (a: number[], b: number[], reach: number) => {
        let top = { r: -1, shift: 0 };
        for (let s = -reach; s <= reach; s++) {
          const r = correlation(a, b, s);
          if (r > top.r) top = { r, shift: s };
        }
        return top;
      };
      // Where the title sits: the offset at which the image's rows of ink best match the reference's.
      const refRows = rowsOf(ref, 0, 0, ref.height);
      const ogRows = rowsOf(og, box.left, 0, og.height);
      let top = { r: -1, y: 0 };
      for (let y = box.top - margin; y + ref.height <= box.bottom + margin; y++) {
        const r = correlation(refRows, ogRows.slice(y, y + ref.height), 0);
        if (r > top.r) top = { r, y };
      }
      const lines = Math.round((ref.height - 2 * margin) / lineHeight);
      const perLine = Array.from({ length: lines }, (_, i) => {
        const y = margin + Math.round(i * lineHeight);
        const a = columnsOf(ref, 0, y, Math.round(lineHeight));
        // Up to 4 px up or down, and 6 px sideways: the two renderers place glyphs a little differently.
        let line = { r: -1, shift: 0 };
        for (let dy = -4; dy <= 4; dy += 2) {
          const b = columnsOf(og, box.left, top.y + y + dy, Math.round(lineHeight));
          const m = best(a, b, 6);
          if (m.r > line.r) line = m;
        }
        return Math.round(line.r * 1000) / 1000;
      });
      // Ink below the title and above the kicker: a line the reference does not have.
      const below = ogRows.slice(top.y + ref.height, box.bottom).reduce((s, v) => s + v, 0);
      return {
        top: top.y,
        rows: Math.round(top.r * 1000) / 1000,
        lines: perLine,
        inkBelow: Math.round(below),
      };
    },
    {
      image: `data:image/png;base64,${image.toString('base64')}`,
      reference: `data:image/png;base64,${reference.toString('base64')}`,
      lineHeight,
      margin: REFERENCE_MARGIN,
      blur: 6,
      // The title's area: inside the padding, below the 64 px brand line, above the kicker.
      box: {
        left: OG_PADDING.inline,
        width: OG_TITLE_WIDTH,
        top: OG_PADDING.block + 64,
        bottom: OG_HEIGHT - OG_PADDING.block - 40,
      },
    },
  );
}
