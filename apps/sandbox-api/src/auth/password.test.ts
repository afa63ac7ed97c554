import { describe, expect, it } from "vitest";
import { createToken, createVerifyCode, hashSecret, TOKEN_PATTERN } from "./secrets.ts";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("verifies the right password and refuses others", async () => {
    const stored = await hashPassword("sandbox123");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain("sandbox123");
    expect(await verifyPassword("sandbox123", stored)).toBe(true);
    expect(await verifyPassword("sandbox124", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts randomly unless a salt is given, which makes the hash reproducible", async () => {
    expect(await hashPassword("x")).not.toBe(await hashPassword("x"));
    const salt = new Uint8Array(16).fill(7);
    expect(await hashPassword("x", salt)).toBe(await hashPassword("x", salt));
  });

  it("treats a malformed stored hash as a mismatch", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$a$b")).toBe(false);
  });
});

describe("secrets", () => {
  it("creates 43-character base64url tokens that pass the bearer pattern", () => {
    const tokens = new Set(Array.from({ length: 100 }, createToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toHaveLength(43);
      expect(TOKEN_PATTERN.test(token)).toBe(true);
    }
  });

  it("creates 6-digit codes, zero-padded", () => {
    for (let n = 0; n < 500; n += 1) expect(createVerifyCode()).toMatch(/^\d{6}$/);
  });

  it("hashes secrets to hex SHA-256", () => {
    expect(hashSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
