export type Cluster = {
  bin: string;
  dir: string;
  ms: number;
  url: string;
  run(cmd: string, args: string[], o?: { input?: string; cleanup?: boolean }): string;
  stop(): void;
};
export function startCluster(o: { help: string; tcpPort?: number }): Cluster;
