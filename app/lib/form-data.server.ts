/**
 * Every posted form is read here, once, by @remix-run/form-data-parser with limits on the number
 * of fields, the number and size of files and the whole body: a post with too many fields is
 * refused (413) while it is read, before any work on its values. `formFields` then turns the
 * fields into an object in one pass; never call `form.getAll(key)` once per key, which is
 * quadratic in the number of fields.
 */
import {
  type FileUploadHandler,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "react-router";

export { type FormFields, formFields } from "./form-fields.ts";

export type FormLimits = {
  /** Fields and file parts together. */
  maxFields: number;
  /** Files; 0 refuses any file part. */
  maxFiles: number;
  /** Bytes of one part, a file or a field. */
  maxPartBytes: number;
  /** Bytes of the whole body. */
  maxTotalBytes: number;
};

/** A form of a few text fields: the contact and product enquiries, the console's forms. */
export const textFormLimits: FormLimits = {
  maxFields: 40,
  maxFiles: 0,
  maxPartBytes: 64 * 1024,
  maxTotalBytes: 64 * 1024,
};

export const formLimitMessages = {
  tooManyFields:
    "The form has more fields than this page sends. Reload the page and send it again.",
  tooLarge: "The form is larger than this page accepts. Send shorter texts or smaller files.",
  unreadable: "The form could not be read. Please send it again.",
} as const;

/** Why a form was not read: 413 for a limit, 400 for a body that is not a form. */
export class FormReadError extends Error {
  readonly status: 400 | 413;
  readonly reason: keyof typeof formLimitMessages;
  constructor(reason: keyof typeof formLimitMessages) {
    super(formLimitMessages[reason]);
    this.name = "FormReadError";
    this.reason = reason;
    this.status = reason === "unreadable" ? 400 : 413;
  }
}

/**
 * A form that was not read, as the console's error page says it (a title and a message): thrown
 * by an action, it answers with the error's status.
 */
export function formReadRefusal(error: FormReadError) {
  const title = error.status === 413 ? "The form is too large" : "The form could not be read";
  return data({ title, message: error.message }, { status: error.status });
}

/**
 * Reads the request's form within `limits`; throws FormReadError with a message for people.
 * `onFile` may take each file as it is read and put a string in its place in the form.
 */
export async function readForm(
  request: Request,
  limits: FormLimits,
  onFile?: FileUploadHandler,
): Promise<FormData> {
  try {
    const options = {
      maxParts: limits.maxFields,
      // The parser counts a file over maxFiles as an error; 0 files is "any file is too many".
      maxFiles: Math.max(limits.maxFiles, 0),
      maxFileSize: limits.maxPartBytes,
      maxTotalSize: limits.maxTotalBytes,
      maxHeaderSize: 8 * 1024,
    };
    return await parseFormData(request, options, onFile);
  } catch (error) {
    if (error instanceof MaxPartsExceededError || error instanceof MaxFilesExceededError)
      throw new FormReadError("tooManyFields");
    if (
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxHeaderSizeExceededError
    )
      throw new FormReadError("tooLarge");
    if (error instanceof FormDataParseError || error instanceof TypeError)
      throw new FormReadError("unreadable");
    throw error;
  }
}

/** The files of one field, in the order sent (the empty part of an unused input included). */
export function formFiles(form: FormData, name: string): File[] {
  const files: File[] = [];
  for (const [key, value] of form) if (key === name && typeof value !== "string") files.push(value);
  return files;
}
