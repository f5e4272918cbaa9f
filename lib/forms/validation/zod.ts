import { z } from 'zod';

// The site runs under a strict CSP without 'unsafe-eval'. Zod's JIT probes `new Function` and a
// strict CSP reports that as a violation even though Zod catches it: run Zod without the JIT.
z.config({ jitless: true });

export { z };
