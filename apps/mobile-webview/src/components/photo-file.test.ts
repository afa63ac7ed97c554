import { describe, expect, it } from "vitest";
import { photoFromDataUrl, photoInput, readPhoto, sniffImageType, toBase64 } from "./photo-file.ts";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
const WEBP = Uint8Array.from([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP")]);
const TYPES = ["image/jpeg", "image/png", "image/webp"];
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });

describe("document photos", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(Uint8Array.from([0x25, 0x50, 0x44, 0x46]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("accepts a photo within the limits as a data URL with its sniffed type", async () => {
    const result = await readPhoto(file(PNG, "id.png", "image/png"), TYPES, 2 * 1024 * 1024);
    expect(result).toEqual({ ok: true, photo: { kind: "upload", mime: "image/png", dataUrl: `data:image/png;base64,${toBase64(PNG)}`, name: "id.png", size: PNG.length } });
  });

  it("refuses a wrong declared type, an oversized file and bytes that are no image", async () => {
    expect(await readPhoto(file(PNG, "id.pdf", "application/pdf"), TYPES, 1000)).toEqual({ ok: false, reason: "type" });
    expect(await readPhoto(file(new Uint8Array(2001), "big.jpg", "image/jpeg"), TYPES, 2000)).toEqual({ ok: false, reason: "size" });
    expect(await readPhoto(file(Uint8Array.from([1, 2, 3, 4]), "fake.jpg", "image/jpeg"), TYPES, 2000)).toEqual({ ok: false, reason: "content" });
  });

  it("sends new photos as { mime, data_base64 } and stored ones as { url }", () => {
    expect(photoInput({ kind: "upload", mime: "image/png", dataUrl: "data:image/png;base64,AAAA", name: "a", size: 3 })).toEqual({ mime: "image/png", data_base64: "AAAA" });
    expect(photoInput({ kind: "stored", url: "/api/files/1" })).toEqual({ url: "/api/files/1" });
  });

  it("reads a kept photo back, refusing anything but image data URLs", () => {
    expect(photoFromDataUrl("data:image/jpeg;base64,AAAA")).toMatchObject({ kind: "upload", mime: "image/jpeg" });
    expect(photoFromDataUrl("data:text/html;base64,AAAA")).toBeNull();
    expect(photoFromDataUrl(null)).toBeNull();
  });

  it("encodes large buffers without overflowing the call stack", () => {
    const big = new Uint8Array(300_000).fill(65);
    expect(toBase64(big).length).toBe(400_000);
  });
});
