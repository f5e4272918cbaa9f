import { ImageResponse } from 'next/og';
import { siteConfig } from './site';

export const ogSize = { width: 1200, height: 630 };
export const ogContentType = 'image/png';

/** The share image of a page: its title on the brand's colours, rendered at build time. */
export function ogImage(title: string, kicker: string = siteConfig.titleSuffix) {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 88px',
          background: 'linear-gradient(135deg, #0f766e 0%, #134e4a 100%)',
          color: '#f0fdfa',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700 }}>
          <div
            style={{
              width: 64,
              height: 64,
              borderRadius: 14,
              background: '#f0fdfa',
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'center',
              gap: 6,
              paddingBottom: 12,
            }}
          >
            {[14, 24, 34, 44].map((h) => (
              <div key={h} style={{ width: 7, height: h, background: '#0f766e', borderRadius: 4 }} />
            ))}
          </div>
          {siteConfig.name}
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }}>
          {title}
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: '#99f6e4' }}>{kicker}</div>
      </div>
    ),
    ogSize,
  );
}
