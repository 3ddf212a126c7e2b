// Lingui's id for a message with a context (what `lingui extract` keys the catalogues by): the first 6 base64
// characters of SHA-256 over message + U+001F + context. Written here over @oslojs/crypto because Lingui's own
// (`generateMessageId`, through js-sha256) requires Node's crypto, which the worker build cannot bundle; a test holds
// the two equal for every message (tests/toolchain/lingui-catalogues.test.ts).
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64 } from "@oslojs/encoding";

const encoder = new TextEncoder();

export const messageId = (message: string, context: string): string => encodeBase64(sha256(encoder.encode(`${message}\u001F${context}`))).slice(0, 6);
