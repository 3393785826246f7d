/**
 * Upload memory: the production server takes six rounds of four parallel service requests, each
 * with three photos (4.8 MB noise JPEGs, or a mix of JPEGs and large PNGs), and its resident
 * memory is sampled from /proc throughout and after it has been idle. Run alone with
 * `node bench/upload-memory.ts` (after `npm run build`), or as part of `npm run bench`.
 */
import type { ChildProcess } from "node:child_process";
import { randomFillSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { freePort, spawnServer } from "#tests/e2e/spawn-server.ts";

export type UploadMemory = {
  mix: string;
  requests: number;
  statuses: Record<string, number>;
  baselineMb: number;
  peakMb: number;
  idleMb: number;
  /** Of the idle figure: anonymous memory (heaps, buffers) and mapped files (code, libraries). */
  idleAnonMb: number;
  idleFileMb: number;
  idleSeconds: number;
};

/** Random noise compresses badly: the largest files a picture of that size can make. */
function noise(width: number, height: number, format: "jpeg" | "png"): Promise<Buffer> {
  const image = sharp(randomFillSync(Buffer.alloc(width * height * 3)), {
    raw: { width, height, channels: 3 },
  });
  return format === "jpeg" ? image.jpeg({ quality: 92 }).toBuffer() : image.png().toBuffer();
}

/** A plain picture of 36 megapixels: a small file that is large once decoded. */
function flatPng(): Promise<Buffer> {
  return sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#406080" } })
    .png()
    .toBuffer();
}

/** A process's resident memory in MB, or one of its parts ("RssAnon", "RssFile"). */
export function rssMb(child: ChildProcess, field = "VmRSS"): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/**
 * One service request with photos, sent from the loopback address `from`: the server takes one
 * photo form a client address at a time, so four customers are four addresses.
 */
async function post(
  base: string,
  photos: { name: string; type: string; bytes: Buffer }[],
  from: string,
) {
  const page = await (await fetch(`${base}/service-request`)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const form = new FormData();
  const fields: Record<string, string> = {
    urgency: "breakdown",
    make: "Kirloskar Electric",
    rating: "5",
    ratingUnit: "MVA",
    hvKv: "33",
    lvKv: "11",
    cooling: "ONAN",
    oltc: "no",
    symptoms: "oil-leak",
    company: "Bench Textiles Pvt Ltd",
    address: "Plot 4, GIDC Naroda, Ahmedabad",
    state: "Gujarat",
    pin: "382330",
    name: "Bench Runner",
    mobile: "9876501234",
    email: "bench@example.in",
    consent: "on",
    formToken,
    idempotencyKey: crypto.randomUUID(),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos)
    form.append(
      "photos",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type }),
      photo.name,
    );
  const request = new Request(`${base}/service-request`, { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const url = new URL(base);
  return new Promise<string>((resolve) => {
    const sent = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: "/service-request",
        method: "POST",
        localAddress: from,
        headers: {
          Origin: base,
          "Content-Type": request.headers.get("content-type") ?? "",
          "Content-Length": body.length,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode)));
      },
    );
    // A 503 from the upload gate closes the connection before the body is read.
    sent.on("error", () => resolve("closed"));
    sent.end(body);
  });
}

export async function measureUploadMemory(
  mix: "jpeg" | "mixed",
  idleSeconds = 30,
): Promise<UploadMemory> {
  const jpegs = await Promise.all([0, 1, 2].map(() => noise(2700, 2000, "jpeg")));
  const pngs = [await noise(1300, 1000, "png"), await flatPng()];
  const photos =
    mix === "jpeg"
      ? jpegs.map((bytes, index) => ({ name: `p${index}.jpg`, type: "image/jpeg", bytes }))
      : [
          { name: "a.jpg", type: "image/jpeg", bytes: jpegs[0] as Buffer },
          { name: "b.png", type: "image/png", bytes: pngs[0] as Buffer },
          { name: "c.png", type: "image/png", bytes: pngs[1] as Buffer },
        ];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vps-upload-"));
  const port = await freePort();
  const child = await spawnServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    ENQUIRY_RATE_LIMIT: "0",
    ENQUIRY_MIN_FILL_MS: "0",
  });
  const base = `http://127.0.0.1:${port}`;
  const statuses: Record<string, number> = {};
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(child));
  }, 50);
  try {
    const baselineMb = rssMb(child);
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        [2, 3, 4, 5].map((client) => post(base, photos, `127.0.0.${client}`)),
      );
      for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    }
    peak = Math.max(peak, rssMb(child));
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    return {
      mix,
      requests: 24,
      statuses,
      baselineMb,
      peakMb: peak,
      idleMb: rssMb(child),
      idleAnonMb: rssMb(child, "RssAnon"),
      idleFileMb: rssMb(child, "RssFile"),
      idleSeconds,
    };
  } finally {
    clearInterval(sampler);
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const mix of (process.env.MIXES ?? "jpeg,mixed").split(",") as ("jpeg" | "mixed")[]) {
    console.log(JSON.stringify(await measureUploadMemory(mix)));
  }
}
