/**
 * `GET /sandbox/files/<id>[.ext]?expires=&signature=`: stored document images and CSV exports
 * (sandbox only), through the signed links of `#services/file-links.ts` only: without a valid,
 * unexpired signature HTTP 403. Images are served with their type; exports as `text/csv`
 * attachments until they expire (HTTP 404 after). An export job's file (`export-chunks`) is
 * streamed chunk by chunk from the database, never read whole.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { storedFileChunks } from "#db/schema/export-jobs.ts";
import type { Hono } from "hono";
import { storedFiles } from "#db/schema/kyc.ts";
import { FILES_PATH, isValidFileLink } from "#services/file-links.ts";
import type { AppDeps } from "./deps.ts";

/** Mounts the file route. */
export function mountFileRoutes(app: Hono, deps: AppDeps): void {
  app.get(`${FILES_PATH}/:name`, async (c) => {
    const id = /^([A-Za-z0-9_-]{1,64})(\.[a-z]{2,4})?$/.exec(c.req.param("name"))?.[1];
    if (id === undefined) return c.json({ error: "no such file" }, 404);
    if (!isValidFileLink(id, c.req.query("expires"), c.req.query("signature"), deps.clock())) return c.json({ error: "the link is not signed or has expired" }, 403);
    const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    if (file === undefined || (file.expiresAt !== null && file.expiresAt.getTime() <= deps.clock().getTime())) {
      return c.json({ error: "no such file" }, 404);
    }
    c.header("Cache-Control", "private, no-store");
    if (file.kind === "export-chunks") {
      c.header("Content-Disposition", `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
      return c.body(chunkStream(deps.db, file.id), 200, { "content-type": "text/csv; charset=utf-8" });
    }
    if (file.kind === "export") {
      c.header("Content-Disposition", `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
      // A UTF-8 byte-order mark first, so spreadsheets read the file as UTF-8 (SCREEN-RULES 4).
      return c.body(`\uFEFF${file.data.replace(/^\uFEFF/, "")}`, 200, { "content-type": "text/csv; charset=utf-8" });
    }
    return c.body(Buffer.from(file.data, "base64"), 200, { "content-type": file.mime });
  });
}

/** The byte-order mark, then a stored file's chunks in order, one read from the database at a time. */
function chunkStream(db: Database, fileId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF"));
    },
    async pull(controller) {
      const [chunk] = await db
        .select({ seq: storedFileChunks.seq, data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, fileId), gte(storedFileChunks.seq, next)))
        .orderBy(asc(storedFileChunks.seq))
        .limit(1);
      if (chunk === undefined) {
        controller.close();
        return;
      }
      next = chunk.seq + 1;
      controller.enqueue(encoder.encode(chunk.data));
    },
  });
}
