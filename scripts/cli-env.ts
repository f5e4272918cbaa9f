// Imported first by every operator CLI: the .env files loaded as Next loads them, the environment
// checked (lib/server/env.mjs) and its SITE_URL the build's, or the tool stops and says why (lib/server/run-env.mjs).
import { checkedRunEnv } from '../lib/server/run-env.mjs';

checkedRunEnv({ writesLinks: /\b(subscribers|newsletter)\.ts$/.test(process.argv[1] ?? '') });
