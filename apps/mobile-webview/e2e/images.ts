/** A tiny valid PNG (1x1 px) for document photos: the sandbox checks the bytes. */
export const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** A PNG-headed file of `bytes` bytes (the rest zeros): large enough to be refused for its size. */
export function pngOfSize(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  PNG_1PX.copy(buffer, 0, 0, 16);
  return buffer;
}

/** A file for `setInputFiles`. */
export const file = (name: string, buffer: Buffer, mimeType = "image/png") => ({ name, mimeType, buffer });
