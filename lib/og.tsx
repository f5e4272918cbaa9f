import { ImageResponse } from 'next/og';
import { brandColors } from './brand';
import { getUiCopy } from './content';
import { siteConfig } from './site';

export const ogSize = siteConfig.shareImageSize;
export const ogContentType = 'image/png';

/** The share image of a page: its title on the brand's colours, rendered at build time. */
export function ogImage(title: string, kicker: string = getUiCopy().site.titleSuffix) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 88px',
        background: `linear-gradient(135deg, ${brandColors.primary} 0%, ${brandColors.dark} 100%)`,
        color: brandColors.light,
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700 }}
      >
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 14,
            background: brandColors.light,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            gap: 6,
            paddingBottom: 12,
          }}
        >
          {[14, 24, 34, 44].map((h) => (
            <div
              key={h}
              style={{ width: 7, height: h, background: brandColors.primary, borderRadius: 4 }}
            />
          ))}
        </div>
        {siteConfig.name}
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 56 : 68,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: brandColors.soft }}>{kicker}</div>
    </div>,
    ogSize,
  );
}
