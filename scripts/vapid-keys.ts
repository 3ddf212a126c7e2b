// Prints a fresh VAPID key pair (RFC 8292) for Web Push, as the worker reads it: `npm run vapid-keys`.
// Put the lines in .dev.vars locally, or `wrangler secret put VAPID_PRIVATE_KEY` (and the public key, subject) in production.
// (npm start makes and keeps a development pair by itself when none is set: scripts/dev-vapid.ts.)
import { makeVapidPair } from "./dev-vapid";

for (const [name, value] of Object.entries(await makeVapidPair())) console.log(`${name}=${value}`);
