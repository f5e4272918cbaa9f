import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export function validHost(host: string): boolean;
export function hostProblem(req: IncomingMessage): string | null;
export function isInternalPath(path: string): boolean;
export function dropInternalHeaders(res: ServerResponse): void;
export function rawAnswer(socket: Duplex, status: number, headers: OutgoingHttpHeaders): void;
export function clientErrorStatus(err: { code?: string }): number;
export function wantsDocument(req: IncomingMessage, path: string): boolean;
