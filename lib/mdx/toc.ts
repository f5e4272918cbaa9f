/**
 * The heading a reader is in: the last one whose top has passed `line` (px from the top of the
 * viewport), or the first while none has. Headings in document order. Used by the guide page's
 * table of contents and the legal documents' section navigation (a file of its own, so their
 * script pulls in nothing else).
 */
export function activeHeading(headings: { id: string; top: number }[], line: number) {
  let current = headings[0]?.id ?? null;
  for (const h of headings) if (h.top <= line) current = h.id;
  return current;
}
