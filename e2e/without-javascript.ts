import { test } from './fixtures';

/**
 * A describe block whose tests run with JavaScript off: the site's first path (GET forms, server
 * rendering), which every feature must serve before its script enhances it.
 */
export function withoutJavaScript(title: string, body: () => void) {
  test.describe(title, () => {
    test.use({ javaScriptEnabled: false });
    body();
  });
}
