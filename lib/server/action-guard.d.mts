import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type ActionRefusalWords = {
  title: string;
  back: string;
  400: { page: string; message: string };
  403: { page: string; message: string };
  413: { page: string; message: string };
};

export type ActionForms = {
  pages: Record<string, { worker: string; bodyLimit: number; locale: string; form: string }>;
  words: Record<string, ActionRefusalWords>;
};

export function readActionWorkers(file?: string): Map<string, Set<string>>;
export function refusalPage(
  words: ActionRefusalWords,
  status: 400 | 403 | 413,
  locale: string,
  backTo: string,
): string;
export function createActionGuard(opts: {
  forms: ActionForms | undefined;
  workers: Map<string, Set<string>>;
  siteUrl: string;
  trusted: boolean;
  headers: (extra: Record<string, string>) => OutgoingHttpHeaders;
}): {
  covers: (req: IncomingMessage, path: string) => boolean;
  guard: (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
  ) => Promise<IncomingMessage | null>;
};
export function guardActions(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  opts: {
    manifest: { actionForms?: ActionForms };
    siteUrl: string;
    trustProxy: boolean;
    ownHeaders: (extra: Record<string, string>) => OutgoingHttpHeaders;
    workers?: Map<string, Set<string>>;
  },
): (req: IncomingMessage, res: ServerResponse) => void;
