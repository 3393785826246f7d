/**
 * A workbook's first sheet read in a worker thread with a ceiling on its heap and on its time.
 * read-excel-file makes a row for every row number up to the last cell and pads every row to the
 * widest one: a sheet of a few kilobytes can ask for billions of places, in more spellings than a
 * check of its XML can foresee (a row number written 4e8, a sheet the workbook names outside
 * xl/worksheets/). In a worker only the worker runs out of memory (ERR_WORKER_OUT_OF_MEMORY), and
 * the server's event loop stays free while a large sheet is read.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// The reader's CommonJS build, found from this module: the worker's code has no module of its own.
const reader = createRequire(import.meta.url).resolve("read-excel-file/universal");

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { readSheet } = require(workerData.reader);
readSheet(workerData.bytes, 1, { trim: true }).then(
  (rows) => parentPort.postMessage({ rows }),
  () => parentPort.postMessage({ failed: "unreadable" }),
);
`;

export type SheetRows = { rows: unknown[][] } | { failed: "unreadable" | "too large" };

export type SheetReadLimits = { heapMb: number; timeoutMs: number };

/** Ample for the 1,000 rows and 40 columns an import takes: such a sheet reads in a few MB. */
export const sheetReadLimits: SheetReadLimits = { heapMb: 64, timeoutMs: 20_000 };

export function readFirstSheet(
  bytes: ArrayBuffer,
  limits: SheetReadLimits = sheetReadLimits,
): Promise<SheetRows> {
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { reader, bytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 8 },
    });
    const finish = (result: SheetRows) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ failed: "too large" }), limits.timeoutMs);
    worker.once("message", (message: SheetRows) => finish(message));
    worker.once("error", (error: NodeJS.ErrnoException) =>
      finish({ failed: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too large" : "unreadable" }),
    );
    worker.once("exit", () => finish({ failed: "unreadable" }));
  });
}
