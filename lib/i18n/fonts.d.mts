export declare const INTER_FILE: string;
export declare const ARABIC_FONT_FILES: Record<400 | 700, string>;
export declare const ARABIC_LATIN_FILES: Record<400 | 700, string>;
export declare const PRELOADED_FONTS: Record<'en' | 'ar', readonly string[]>;
export declare const ARABIC_SUBSET: readonly [number, number][];
export declare const LATIN_SUBSET: readonly [number, number][];
export declare const FONT_HASHES: Record<string, string>;
export declare function versionedFont(file: string, hash: string): string;
export declare function fontUrl(file: string): string;
