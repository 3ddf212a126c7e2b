// Node 20 lacks ArrayBuffer.prototype.transfer (Node 22 and workerd have it); Fedify's base64 decoding (byte-encodings)
// calls it, so the Node side of the fediverse tests (the loopback server) needs it. Nothing in the Worker loads this.
declare global {
  interface ArrayBuffer {
    transfer(newLength?: number): ArrayBuffer;
  }
}

if (typeof (ArrayBuffer.prototype as Partial<ArrayBuffer>).transfer !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transfer", {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, newLength?: number): ArrayBuffer {
      // Detaches this buffer, as the real one does, then copies into the new length when it differs.
      const moved = structuredClone(this, { transfer: [this] });
      if (newLength === undefined || newLength === moved.byteLength) return moved;
      const sized = new ArrayBuffer(newLength);
      new Uint8Array(sized).set(new Uint8Array(moved, 0, Math.min(newLength, moved.byteLength)));
      return sized;
    },
  });
}

export {};
