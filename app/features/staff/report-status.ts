/** How the console words and colours a report's status. */
import type { Tone } from "./console-ui.tsx";

export const statusTone: Record<string, Tone> = {
  issued: "good",
  superseded: "warn",
  withdrawn: "bad",
};
export const statusWords: Record<string, string> = {
  issued: "Issued",
  superseded: "Superseded",
  withdrawn: "Withdrawn",
};
