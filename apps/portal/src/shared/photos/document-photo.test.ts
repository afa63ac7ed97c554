import { describe, expect, it } from "vitest";
import { readDocumentPhoto, sniffImageType, toBase64 } from "./document-photo.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
const WEBP = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");

describe("document photos", () => {
  it("know JPEG, PNG and WebP by their bytes, not their names", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
  });

  it("encode bytes as base64 without a data: prefix", () => {
    expect(toBase64(new TextEncoder().encode("hello"))).toBe("aGVsbG8=");
    expect(toBase64(new Uint8Array(100_000).fill(65)).length).toBe(133_336);
  });

  it("read a real image into the contract's shape with a data: preview, and refuse a renamed file or a big one", async () => {
    const photo = await readDocumentPhoto(new File([JPEG], "front.png", { type: "image/png" }));
    expect(photo).toMatchObject({ mime: "image/jpeg", data_base64: toBase64(JPEG), fileName: "front.png" });
    expect(typeof photo === "object" && photo.previewUrl.startsWith("data:image/jpeg;base64,")).toBe(true);
    expect(await readDocumentPhoto(new File(["%PDF-1.7"], "id.png", { type: "image/png" }))).toBe("type");
    expect(await readDocumentPhoto(new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" }))).toBe("size");
  });
});
