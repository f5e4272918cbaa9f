export type RouteHandler = { pattern: string; methods: string[] };
export function routeHandlers(appDir: string): RouteHandler[];
export function allowedMethods(pathname: string, handlers?: RouteHandler[]): string[];
export const ACTION_PAGES: string[];
