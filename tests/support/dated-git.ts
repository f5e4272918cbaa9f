/**
 * A throwaway git repository whose commits carry the dates we give them, for the checks that read
 * content dates from git history (lib/content/git-dates.ts). A fresh one per test: `open` in a
 * beforeEach, `close` in an afterEach; `root` is its folder while open.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WHO = { NAME: 'Test', EMAIL: 'test@example.com' };

export function datedRepo(prefix: string, dirs: readonly string[]) {
  const repo = {
    root: '',
    /** Runs git in the repository, its author and committer dated `date`; its output. */
    git(args: string[], date = '2026-01-01T10:00:00Z') {
      const r = spawnSync('git', args, {
        cwd: repo.root,
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
          GIT_AUTHOR_NAME: WHO.NAME,
          GIT_AUTHOR_EMAIL: WHO.EMAIL,
          GIT_COMMITTER_NAME: WHO.NAME,
          GIT_COMMITTER_EMAIL: WHO.EMAIL,
        },
      });
      if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
      return r.stdout;
    },
    /** Commits every change, dated `date`. */
    commit(date: string, message = 'edit') {
      repo.git(['add', '-A'], date);
      repo.git(['commit', '-q', '-m', message], date);
    },
    open() {
      repo.root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      for (const dir of dirs) fs.mkdirSync(path.join(repo.root, dir), { recursive: true });
      repo.git(['init', '-q', '-b', 'main'], '2026-01-01T00:00:00Z');
    },
    close() {
      fs.rmSync(repo.root, { recursive: true, force: true });
    },
  };
  return repo;
}
