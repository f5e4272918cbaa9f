/**
 * The heading a reader is in: the last one whose top has passed `line` (px from the top of the
 * viewport), or the first while none has. Headings in document order. (A file of its own: the
 * guide page's TOC script imports it, and nothing else of the library's logic.)
 */
export function activeHeading(headings: { id: string; top: number }[], line: number) {
  let current = headings[0]?.id ?? null;
  for (const h of headings) if (h.top <= line) current = h.id;
  return current;
}
