/** Every public route built so far, with its page title (before the brand suffix). */
export const ROUTES: { path: string; title: string | RegExp }[] = [{ path: '/', title: /.+/ }];
