export type CaseOp = { drop: string } | { size: string; bytes: number } | { h2: true };
export type DevtoolsEvent = {
  method: string;
  params: { requestId?: string; [key: string]: unknown };
};
export declare function parseCase(text: string): { name: string; ops: CaseOp[] };
export declare function applyCase(log: DevtoolsEvent[], ops: CaseOp[]): DevtoolsEvent[] | null;
