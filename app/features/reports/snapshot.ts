/**
 * What an issued report prints, frozen at issue: the snapshot stored beside the PDF. The passport
 * builds it from a test record; the console's form builds it from what staff type. Browser-safe:
 * the form's limits and labels come from here.
 */
import { z } from "zod";
import { dayNumber, dayWithin, firstFormDay } from "#app/lib/calendar-day.ts";
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { unprintableInPdf } from "#app/lib/pdf-spelling.ts";

export const verdicts = ["satisfactory", "not-satisfactory", "reported"] as const;
export type Verdict = (typeof verdicts)[number];

export const verdictLabels: Record<Verdict, string> = {
  satisfactory: "Satisfactory",
  "not-satisfactory": "Not satisfactory",
  reported: "Reported only",
};

/** Most lines a report's results table holds: a full oil test with DGA and furans fits. */
export const maxResults = 24;

export const limits = {
  customerName: 120,
  site: 300,
  make: 80,
  serialNumber: 60,
  rating: 40,
  voltage: 40,
  tag: 60,
  point: 80,
  laboratory: 120,
  labNumber: 40,
  parameter: 80,
  value: 30,
  unit: 20,
  method: 80,
  limit: 60,
  remarks: 1500,
  reason: 500,
} as const;

// What staff type is printed in the PDF, shown on the verify page and sent in the e-mail: no
// control characters, and no line breaks but in the remarks (a name's CR/LF once made a
// second line of the e-mail, "Bcc: …").
/** The PDF's fonts print Latin script: "श्री गणेश" would come out as "???? ????". */
const printable = (what: string) => (text: string, context: z.RefinementCtx) => {
  const unprintable = unprintableInPdf(text);
  if (unprintable.length > 0)
    context.addIssue({
      code: "custom",
      message: `Write ${what} in English (Latin) letters: the report's PDF cannot print “${unprintable.slice(0, 3).join("")}”.`,
    });
};

const required = (max: number, what: string) =>
  z.preprocess(
    cleanLine,
    z
      .string()
      .min(1, `Enter ${what}.`)
      .max(max, `Keep ${what} to ${max} characters.`)
      .superRefine(printable(what)),
  );

const optionalText = (max: number, what: string, clean = cleanLine) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : clean(value)),
    z
      .string()
      .max(max, `Keep ${what} to ${max} characters.`)
      .superRefine(printable(what))
      .default(""),
  );

const day = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .min(1, `Enter ${what}.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter ${what} as a date (YYYY-MM-DD).`)
    .refine((value) => dayNumber(value) !== undefined, `Enter ${what} as a real date.`)
    // Sampled, received and tested by the day the report is issued, and not before 1950.
    .refine(
      (value) => dayNumber(value) === undefined || dayWithin(value, firstFormDay, dayInIndia()),
      `Enter ${what}: a day from 1950 to today.`,
    );

export const staffRefSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(120),
});
export type StaffRef = z.infer<typeof staffRefSchema>;

export const resultSchema = z.object({
  parameter: required(limits.parameter, "the parameter"),
  value: required(limits.value, "the result"),
  unit: optionalText(limits.unit, "the unit"),
  method: required(limits.method, "the method standard"),
  limit: optionalText(limits.limit, "the limit"),
  verdict: z.enum(verdicts, { error: "Choose a verdict." }),
});
export type ResultLine = z.infer<typeof resultSchema>;

export const snapshotSchema = z
  .object({
    customer: z.object({
      name: required(limits.customerName, "the customer's name"),
      site: required(limits.site, "the site"),
    }),
    asset: z.object({
      make: required(limits.make, "the make"),
      serialNumber: required(limits.serialNumber, "the serial number"),
      rating: required(limits.rating, "the rating"),
      voltage: required(limits.voltage, "the voltage ratio"),
      year: z
        .number({ error: "Enter the year of manufacture as four digits." })
        .int("Enter the year of manufacture as four digits.")
        .min(1950, "Enter a year of manufacture from 1950 on.")
        .max(2100, "Enter a year of manufacture before 2100.")
        .nullable(),
      tag: optionalText(limits.tag, "the plant's tag"),
    }),
    sample: z.object({
      sampledOn: day("the sampling date"),
      receivedOn: day("the date the laboratory received the sample"),
      testedOn: day("the test date"),
      point: required(limits.point, "the sampling point"),
      laboratory: required(limits.laboratory, "the laboratory"),
      labNumber: required(limits.labNumber, "the laboratory's sample number"),
    }),
    results: z
      .array(resultSchema)
      .min(1, "Enter at least one result.")
      .max(maxResults, `A report holds at most ${maxResults} results.`),
    remarks: optionalText(limits.remarks, "the remarks", cleanText),
    testedBy: staffRefSchema,
    approvedBy: staffRefSchema,
    /** The passport's test record the report was issued from; null for an ad-hoc report. */
    testRecordId: z.number().int().positive().nullable(),
  })
  .superRefine((snapshot, context) => {
    const { sampledOn, receivedOn, testedOn } = snapshot.sample;
    if (receivedOn < sampledOn)
      context.addIssue({
        code: "custom",
        path: ["sample", "receivedOn"],
        message: "The laboratory cannot receive a sample before it was drawn.",
      });
    if (testedOn < receivedOn)
      context.addIssue({
        code: "custom",
        path: ["sample", "testedOn"],
        message: "The test date cannot be before the laboratory received the sample.",
      });
    if (snapshot.testedBy.id === snapshot.approvedBy.id)
      context.addIssue({
        code: "custom",
        path: ["testedBy"],
        message: "A report is approved by someone other than the person who tested the sample.",
      });
  });

export type ReportSnapshot = z.infer<typeof snapshotSchema>;
