import { z } from "zod";

// zod probes `new Function` when it builds an object schema; under the site's CSP (no 'unsafe-eval') the
// browser reports that probe as a violation even though zod catches it. Import this before any schema is built.
z.config({ jitless: true });
