/**
 * Binds the application to a port with @hono/node-server. When the configured port is busy
 * (and `PORT` was not `0`), it falls back to any free port instead of failing.
 */
import type { AddressInfo } from "node:net";
import { Server as HttpServer } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import type { Hono } from "hono";

/** A listening server. */
export interface RunningServer {
  readonly server: ServerType;
  /** The port actually bound. */
  readonly port: number;
  /** `http://localhost:<port>/agent/`: the URL printed on start. */
  readonly url: string;
  /** Stops accepting connections and closes open ones. */
  close(): Promise<void>;
}

const bind = (server: ServerType, port: number, host: string): Promise<number> =>
  new Promise((resolvePromise, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolvePromise((server.address() as AddressInfo).port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });

const isAddressInUse = (error: unknown): boolean => error instanceof Error && "code" in error && (error as NodeJS.ErrnoException).code === "EADDRINUSE";

/**
 * Listens on `port` at `host`; with `portFallback`, a busy port falls back to a free one.
 *
 * @throws the bind error (e.g. EACCES, or EADDRINUSE without fallback).
 */
export async function listen(app: Hono, options: { port: number; host: string; portFallback: boolean }): Promise<RunningServer> {
  const server = createAdaptorServer({ fetch: app.fetch });
  // Idle keep-alive sockets stay open longer than clients keep them in their pools (Node closes
  // them after 5 s by default, and a client reusing one as it closes gets "socket hang up").
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  let port: number;
  try {
    port = await bind(server, options.port, options.host);
  } catch (error) {
    if (!options.portFallback || !isAddressInUse(error)) throw error;
    console.warn(`[sandbox] port ${options.port} is busy, using a free port instead`);
    port = await bind(server, 0, options.host);
  }
  return {
    server,
    port,
    url: `http://localhost:${port}/agent/`,
    close: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
}
