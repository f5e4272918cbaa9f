export type CpuTime = { busy: number; all: number };
export function parseCpuLine(text: string): CpuTime | null;
export function cpuNow(): CpuTime | null;
export function busyShare(from: CpuTime | null, to: CpuTime | null): string;
