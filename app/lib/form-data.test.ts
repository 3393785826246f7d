import { describe, expect, it } from "vitest";
import {
  FormReadError,
  formFields,
  formFiles,
  formReadRefusal,
  readForm,
  textFormLimits,
} from "./form-data.server.ts";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/contact", { method: "POST", body, headers });

const urlencoded = (text: string) =>
  post(text, { "Content-Type": "application/x-www-form-urlencoded" });

async function refusal(request: Request) {
  try {
    await readForm(request, textFormLimits);
  } catch (error) {
    if (error instanceof FormReadError) return [error.status, error.message];
    throw error;
  }
  return "read";
}

describe("readForm", () => {
  it("reads a form within its limits, in the order sent", async () => {
    const form = await readForm(urlencoded("name=Asha&symptoms=a&symptoms=b"), textFormLimits);
    expect([...form]).toEqual([
      ["name", "Asha"],
      ["symptoms", "a"],
      ["symptoms", "b"],
    ]);
  });

  it("refuses 20,000 empty urlencoded fields with 413 (the form was 149 KB)", async () => {
    expect(await refusal(urlencoded("a=&".repeat(20_000)))).toEqual([
      413,
      "The form has more fields than this page sends. Reload the page and send it again.",
    ]);
  });

  it("refuses 41 multipart fields with 413 and a file in a text form likewise", async () => {
    const many = new FormData();
    for (let index = 0; index < 41; index++) many.append(`f${index}`, "x");
    expect((await refusal(post(many)))[0]).toBe(413);
    const withFile = new FormData();
    withFile.append("name", "Asha");
    withFile.append("cv", new Blob(["%PDF-1.7"]), "cv.pdf");
    expect((await refusal(post(withFile)))[0]).toBe(413);
  });

  it("refuses a body over the limit with 413 and a body that is no form with 400", async () => {
    expect(await refusal(urlencoded(`message=${"x".repeat(70_000)}`))).toEqual([
      413,
      "The form is larger than this page accepts. Send shorter texts or smaller files.",
    ]);
    expect(await refusal(post('{"name":"Asha"}', { "Content-Type": "application/json" }))).toEqual([
      400,
      "The form could not be read. Please send it again.",
    ]);
    expect(
      await refusal(post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" })),
    ).toEqual([400, "The form could not be read. Please send it again."]);
  });
});

describe("formFields", () => {
  it("keeps one value as a string and repeats as a list; files and skipped names left out", () => {
    const form = new FormData();
    form.append("name", "Ravi");
    form.append("symptoms", "oil-leak");
    form.append("symptoms", "dga-alert");
    form.append("symptoms", "other");
    form.append("photos", new Blob(["x"]), "a.jpg");
    form.append("website", "");
    expect(formFields(form, ["website"])).toEqual({
      name: "Ravi",
      symptoms: ["oil-leak", "dga-alert", "other"],
    });
    expect(formFiles(form, "photos").map((file) => file.name)).toEqual(["a.jpg"]);
  });

  it("keeps a field named __proto__ as a plain field and 20,000 names as 20,000 keys", () => {
    const form = new FormData();
    form.append("__proto__", "polluted");
    for (let index = 0; index < 20_000; index++) form.append(`k${index}`, "");
    const fields = formFields(form);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.hasOwn(fields, "__proto__")).toBe(true);
    expect(Object.keys(fields)).toHaveLength(20_001);
  });
});

describe("a form that was not read, as the console says it", () => {
  it("gives a title and the reason, with the status", () => {
    const refusal = formReadRefusal(new FormReadError("tooLarge"));
    expect(refusal.init?.status).toBe(413);
    expect(refusal.data).toEqual({
      title: "The form is too large",
      message: "The form is larger than this page accepts. Send shorter texts or smaller files.",
    });
    expect(formReadRefusal(new FormReadError("unreadable")).data.title).toBe(
      "The form could not be read",
    );
  });
});
