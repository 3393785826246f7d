/**
 * A workbook's first sheet read in a child process with a ceiling on its heap and on its time.
 * read-excel-file makes a row for every row number up to the last cell and pads every row to the
 * widest one: a sheet of a few kilobytes can ask for billions of places, in more spellings than a
 * check of its XML can foresee (a row number written 4e8, a sheet the workbook names outside
 * xl/worksheets/). A child process, not a worker thread: the server's own V8 flags
 * (--max-old-space-size, server/memory.ts) override a worker's resourceLimits, and a worker of
 * the server grew to 500 MB on such a sheet. The child gets no setting and no secret of the
 * server's; only the cells' text comes back, and only for a sheet an import can take.
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import pLimit from "p-limit";
// The child's code, a module of its own kept as text: `node -e` runs it in the server's folder
// (every launcher starts the server there), where it finds read-excel-file.
import childSource from "./sheet-child.cjs?raw";

export type SheetRows = { rows: string[][] } | { failed: "unreadable" | "too large" | "busy" };

/**
 * Ample for the 1,000 rows and 40 columns an import takes: a sheet of 10,000 rows of 100 cells
 * (2.6 MB) read within a 32 MB heap, its child peaking at 176 MB. maxRows and maxColumns are the
 * most rows and columns, blank ones included, whose cells are handed back.
 */
export const sheetReadLimits = {
  heapMb: 32,
  timeoutMs: 20_000,
  maxRows: 10_000,
  maxColumns: 100,
};

/**
 * One sheet read at a time in the whole process, and its child at the lowest CPU priority: a
 * sheet that keeps its reader busy to the time limit takes a core from nobody but idle time, and
 * staff sending several at once queue for it. Past `queued` waiting, a sheet is refused at once.
 */
const reading = pLimit(1);
const queued = 3;

export function readFirstSheet(bytes: Uint8Array, limits = sheetReadLimits): Promise<SheetRows> {
  if (reading.activeCount + reading.pendingCount > queued)
    return Promise.resolve({ failed: "busy" });
  return reading(() => readInChild(bytes, limits));
}

function readInChild(bytes: Uint8Array, limits: typeof sheetReadLimits): Promise<SheetRows> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${limits.heapMb}`,
        "--max-semi-space-size=2",
        "-e",
        childSource,
        String(limits.maxRows),
        String(limits.maxColumns),
      ],
      { env: {}, stdio: ["pipe", "pipe", "ignore"], timeout: limits.timeoutMs },
    );
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {
      // A system that refuses the change reads the sheet at the usual priority.
    }
    const out: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stdin.on("error", () => {});
    child.on("error", () => resolve({ failed: "unreadable" }));
    child.on("close", (code, signal) => {
      // Out of heap, V8 aborts the child (SIGABRT); past its time, spawn kills it (SIGTERM).
      if (signal) return resolve({ failed: "too large" });
      if (code !== 0) return resolve({ failed: "unreadable" });
      try {
        resolve(JSON.parse(Buffer.concat(out).toString("utf8")) as SheetRows);
      } catch {
        resolve({ failed: "unreadable" });
      }
    });
    child.stdin.end(bytes);
  });
}
