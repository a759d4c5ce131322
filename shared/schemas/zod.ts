// zod/mini with zod's English issue messages: every schema, worker and SPA, imports z from here.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini ships no messages ("Invalid input" for every built-in check); English keeps the texts
// classic zod gave (e.g. 'Too big: expected number to be <=16777215'), in worker 400 bodies and in
// the editors' problems. zod/mini's objects never compile a parser with `new Function`, so zod
// needs no `jitless` setting under the CSP.
z.config(en());

export * from 'zod/mini';
