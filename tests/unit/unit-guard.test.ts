import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';

describe('the unit project stays in memory (tests/support/unit-guard.ts)', () => {
  it('refuses a child process, a listening socket, a connection and a database, naming tests/integration', async () => {
    expect(() => spawnSync('true')).toThrow(/child process.*tests\/integration/);
    expect(() => net.createServer().listen(0)).toThrow(/listen on a socket/);
    expect(() => net.connect(5432, '127.0.0.1')).toThrow(/network connection/);
    await expect(openDb('pglite:memory')).rejects.toThrow(/open a database/);
  });
});
