/**
 * An operator CLI of scripts/ (`npm run inbox`, `subscribers`, `newsletter`, `backup`…) as its npm
 * script runs it, `tsx --conditions=react-server scripts/<name>.ts`, in one Node process: `node
 * --conditions=react-server --import tsx` loads the same TypeScript loader without the `tsx`
 * command's own parent process (nor `npx`'s before it), which cost a second or more per call on
 * a busy machine, many calls per suite.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** `scripts/<script>.ts <args>` with `env` on top of this process's: its status and output. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
) {
  return spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
  );
}

/** Its standard output; an exit status other than 0 throws, with what it wrote on stderr. */
export function scriptOutput(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): string {
  const r = runScript(script, args, env);
  if (r.status !== 0)
    throw new Error(
      `scripts/${script}.ts ${args.join(' ')} exited ${r.status ?? r.signal}:\n${r.stderr}`,
    );
  return r.stdout;
}
