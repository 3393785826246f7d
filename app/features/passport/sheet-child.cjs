/**
 * The child process of sheet-reader.server.ts, run as `node -e` in the server's folder: reads the
 * workbook on stdin with read-excel-file and writes JSON to stdout, the first sheet's cells as
 * text, or why it was not read. Arguments: the most rows and columns to hand back.
 */
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", () => {
  const answer = (value) => process.stdout.write(JSON.stringify(value));
  const [maxRows, maxColumns] = [Number(process.argv[1]), Number(process.argv[2])];
  const text = (cell) => {
    if (cell === null || cell === undefined) return "";
    if (cell instanceof Date)
      return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
    if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
    return String(cell);
  };
  const bytes = Buffer.concat(chunks);
  const workbook = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  require("read-excel-file/universal")
    .readSheet(workbook, 1, { trim: true })
    .then(
      (rows) => {
        let widest = 0;
        for (const row of rows) widest = Math.max(widest, row.length);
        if (rows.length > maxRows || widest > maxColumns) return answer({ failed: "too large" });
        answer({ rows: rows.map((row) => row.map(text)) });
      },
      () => answer({ failed: "unreadable" }),
    );
});
