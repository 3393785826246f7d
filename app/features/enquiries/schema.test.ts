import { describe, expect, it } from "vitest";
import { contactEnquirySchema, phonePattern, productEnquirySchema, validate } from "./schema.ts";

const contact = {
  firstName: "Ravi",
  lastName: "Shah",
  email: "ravi.shah@example.in",
  phone: "987-654-3210",
  service: "service",
  message: "Oil filtration for a 1 MVA, 11 kV transformer at Halol.",
};

describe("the phone rule", () => {
  it.each([
    "9876543210",
    "987-654-3210",
    "987.654.3210",
    "987 654 3210",
    "(987) 654-3210",
    "(987)654-3210",
    "(987)-654.3210",
    "987654-3210",
  ])("accepts %j", (phone) => expect(phonePattern.test(phone)).toBe(true));

  it.each([
    "98765 43210",
    "+91 98765 43210",
    "987654321",
    "98765432101",
    "987_654_3210",
    "(987 654 3210",
    "987) 654 3210",
    "987--654-3210",
    "abc-def-ghij",
    "987 654 3210 ",
    "",
  ])("rejects %j", (phone) => expect(phonePattern.test(phone)).toBe(false));
});

describe("the contact form schema", () => {
  it("accepts a complete enquiry and trims what it keeps", () => {
    const result = validate(contactEnquirySchema, { ...contact, firstName: "  Ravi  " });
    expect(result.ok && result.data.firstName).toBe("Ravi");
  });

  it.each([
    ["firstName", "Enter your first name"],
    ["lastName", "Enter your last name"],
    ["email", "Enter your email address"],
    ["phone", "Enter your mobile number"],
    ["message", "Write your message"],
  ])(
    "answers 'Please fill all the fields' when %s is blank after trimming, and the field says what is missing",
    (field, under) => {
      const result = validate(contactEnquirySchema, { ...contact, [field]: "   " });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.formError).toBe("Please fill all the fields");
        expect(result.fieldErrors[field]).toBe(under);
      }
    },
  );

  it("checks blank fields before the phone number", () => {
    const result = validate(contactEnquirySchema, { ...contact, message: " ", phone: "12" });
    expect(!result.ok && result.formError).toBe("Please fill all the fields");
  });

  it("answers 'Please enter a valid phone number' for a bad phone", () => {
    const result = validate(contactEnquirySchema, { ...contact, phone: "12345" });
    expect(!result.ok && result.formError).toBe("Please enter a valid phone number");
  });

  it("rejects a malformed e-mail, a service outside the list and over-long fields", () => {
    expect(!validate(contactEnquirySchema, { ...contact, email: "ravi@" }).ok).toBe(true);
    const service = validate(contactEnquirySchema, { ...contact, service: "hacking" });
    expect(!service.ok && service.formError).toBe("Please choose a service from the list");
    const name = validate(contactEnquirySchema, { ...contact, firstName: "a".repeat(101) });
    expect(!name.ok && name.formError).toBe("First name can be at most 100 characters");
    const message = validate(contactEnquirySchema, { ...contact, message: "m".repeat(5001) });
    expect(!message.ok && message.formError).toBe("Message can be at most 5000 characters");
    const email = validate(contactEnquirySchema, { ...contact, email: `${"e".repeat(250)}@x.in` });
    expect(!email.ok && email.formError).toBe("Email can be at most 254 characters");
  });

  it("accepts exactly the limits", () => {
    const result = validate(contactEnquirySchema, {
      ...contact,
      firstName: "a".repeat(100),
      message: "m".repeat(5000),
    });
    expect(result.ok).toBe(true);
  });

  it("strips control characters, and line breaks from single-line fields", () => {
    const result = validate(contactEnquirySchema, {
      ...contact,
      lastName: "Shah\nBcc: evil@example.com",
    });
    expect(result.ok && result.data.lastName).toBe("Shah Bcc: evil@example.com");
  });

  it("accepts the hidden fields empty, as a form without JavaScript sends them", () => {
    const result = validate(contactEnquirySchema, {
      ...contact,
      website: "",
      renderedAt: "",
      idempotencyKey: "",
    });
    expect(result.ok).toBe(true);
  });

  it("treats missing and non-text fields as blank", () => {
    const result = validate(contactEnquirySchema, { firstName: 42 });
    expect(!result.ok && result.formError).toBe("Please fill all the fields");
  });
});

describe("the product enquiry schema", () => {
  const product = {
    name: "Asha Iyer",
    email: "asha@example.in",
    phoneNo: "(987) 654 3210",
    message: "50 kg of blue silica gel for breathers.",
    service: "Blue Silica Gel (Indicating)",
  };

  it("accepts a known product and refuses an unknown one", () => {
    const schema = productEnquirySchema((name) => name === product.service);
    expect(validate(schema, product).ok).toBe(true);
    const unknown = validate(schema, { ...product, service: "Something Else" });
    expect(!unknown.ok && unknown.formError).toBe(
      "Please send this enquiry from the product's page",
    );
  });

  it.each(["name", "email", "phoneNo", "message"])(
    "answers the blank message when %s is blank",
    (field) => {
      const result = validate(productEnquirySchema(), { ...product, [field]: "" });
      expect(!result.ok && result.formError).toBe("Please fill all the fields");
    },
  );

  it("applies the phone rule to the mobile number", () => {
    const result = validate(productEnquirySchema(), { ...product, phoneNo: "98765" });
    expect(!result.ok && result.formError).toBe("Please enter a valid phone number");
  });
});

describe("the optional company and plant location", () => {
  const product = {
    name: "Asha Iyer",
    email: "asha@example.in",
    phoneNo: "(987) 654 3210",
    message: "50 kg of blue silica gel for breathers.",
    service: "Blue Silica Gel (Indicating)",
  };

  it("may be left out or blank in both forms", () => {
    expect(validate(contactEnquirySchema, contact).ok).toBe(true);
    expect(
      validate(contactEnquirySchema, { ...contact, company: "  ", plantLocation: "" }).ok,
    ).toBe(true);
    expect(validate(productEnquirySchema(), { ...product, company: "" }).ok).toBe(true);
  });

  it("are kept trimmed and on one line", () => {
    const result = validate(contactEnquirySchema, {
      ...contact,
      company: "  Shah Textiles Pvt. Ltd. ",
      plantLocation: "Halol GIDC,\nPanchmahal, Gujarat",
    });
    expect(result.ok && result.data.company).toBe("Shah Textiles Pvt. Ltd.");
    expect(result.ok && result.data.plantLocation).toBe("Halol GIDC, Panchmahal, Gujarat");
  });

  it("are limited to 150 characters each, with the message beside the field", () => {
    expect(validate(contactEnquirySchema, { ...contact, company: "c".repeat(150) }).ok).toBe(true);
    const company = validate(contactEnquirySchema, { ...contact, company: "c".repeat(151) });
    expect(!company.ok && company.fieldErrors.company).toBe(
      "Company can be at most 150 characters",
    );
    const plant = validate(productEnquirySchema(), { ...product, plantLocation: "p".repeat(151) });
    expect(!plant.ok && plant.fieldErrors.plantLocation).toBe(
      "Plant location can be at most 150 characters",
    );
  });

  it("leave the specification's required fields and their message as they were", () => {
    const result = validate(contactEnquirySchema, {
      ...contact,
      company: "Shah Textiles",
      firstName: " ",
    });
    expect(!result.ok && result.formError).toBe("Please fill all the fields");
    expect(!result.ok && result.fieldErrors.company).toBeUndefined();
  });
});
