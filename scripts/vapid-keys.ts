// Prints a fresh VAPID key pair (RFC 8292) for Web Push, as the worker reads it: `npm run vapid-keys`.
// Put the lines in .dev.vars locally, or `wrangler secret put VAPID_PRIVATE_KEY` (and the public key, subject) in production.
const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${jwk.d}`);
console.log(`VAPID_SUBJECT=mailto:help@greenwood.example`);
export {};
