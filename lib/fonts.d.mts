export declare const ARABIC_FONT_FILES: Record<400 | 600 | 700, string>;
export declare const ARABIC_PRELOAD: readonly (400 | 600 | 700)[];
