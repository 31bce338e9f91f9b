import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RecordedRequest {
  method: string;
  /** Path with query, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface GatewayAnswer {
  status: number;
  headers?: Record<string, string>;
  /** Text, or bytes (a bill zip). */
  body: string | Buffer;
}

/** A loopback HTTP server (port 0) standing in for a provider's API; every request is recorded. */
export async function startGateway(handle: (request: RecordedRequest) => GatewayAnswer | Promise<GatewayAnswer>) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      Promise.resolve(handle(recorded)).then(
        (answer) => {
          res.writeHead(answer.status, answer.headers ?? {});
          res.end(answer.body);
        },
        (error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this close waits for their idle timeout.
        server.closeAllConnections();
      }),
  };
}

export function rsaPair() {
  return crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** Writes key files into a fresh temp folder, as an operator would; answers their paths. */
export function writeFiles(files: Record<string, string>): { dir: string; paths: Record<string, string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-keys-'));
  const paths: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) {
    paths[name] = path.join(dir, name);
    fs.writeFileSync(paths[name], content, { mode: 0o600 });
  }
  return { dir, paths };
}

export const pem = {
  private: (key: crypto.KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString(),
  public: (key: crypto.KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString(),
};
