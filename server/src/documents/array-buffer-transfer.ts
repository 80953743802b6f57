/**
 * pdf.js (bundled by unpdf) hands each font from its worker to the page with
 * `ArrayBuffer.prototype.transferToFixedLength`, which Node has only from version 21. On Node 20 that
 * throws inside `getOperatorList`, and because the reader asks pdf.js not to stop at errors, the
 * operator list silently ends at the page's first font: no text is ever seen painted.
 *
 * This adds the method only where it is missing, as the standard defines it (the result holds the
 * first `newLength` bytes, zero-filled past the old end, and the original buffer is detached), so it
 * changes nothing on Node 22 and 24, where the built-in is used.
 */
export function ensureTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (newLength?: number) => ArrayBuffer };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(proto, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    enumerable: false,
    value: function transferToFixedLength(this: ArrayBuffer, newLength?: number): ArrayBuffer {
      const length = newLength === undefined ? this.byteLength : Math.max(0, Math.trunc(Number(newLength)) || 0);
      // structuredClone with a transfer list moves the bytes and detaches `this`, like the built-in.
      const moved = structuredClone(this, { transfer: [this] });
      if (length === moved.byteLength) return moved;
      if (length < moved.byteLength) return moved.slice(0, length);
      const grown = new Uint8Array(length);
      grown.set(new Uint8Array(moved));
      return grown.buffer;
    },
  });
}
