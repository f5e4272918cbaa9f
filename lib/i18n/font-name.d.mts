export declare function hashedFontName(file: string, bytes: Uint8Array): string;
