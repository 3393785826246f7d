/**
 * A mobile number as Indians write it, read down to its ten digits: spaces, dots and dashes go,
 * and so does India's +91 or the trunk 0 before the ten ("+91 98450 12345", "098450-12345" and
 * "98450 12345" are all 9845012345). Anything else comes back as typed, for the form's own rule
 * to judge ("(987) 654-3210" is the specification's grouping, and passes it).
 */
export function tenDigitMobile(value: string): string {
  const digits = value.replace(/[\s.-]/g, "").replace(/^(?:\+91|0)(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? digits : value;
}
