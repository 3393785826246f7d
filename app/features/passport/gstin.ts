/**
 * The GSTIN (Goods and Services Tax Identification Number): two digits of the state code, the
 * holder's PAN (five letters, four digits, a letter), the entity number, "Z" by default, and a
 * check character. The check character is the GSTN's mod-36 checksum over the first fourteen:
 * each character's value (0–9, A–Z = 10–35) is multiplied by 1 and 2 alternately, the quotient
 * and remainder of each product by 36 are added up, and the check is (36 − sum mod 36) mod 36.
 */
const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = alphabet.indexOf(first14.charAt(index));
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet.charAt((36 - (sum % 36)) % 36);
}

/** The form's problem with a GSTIN, or undefined when it is well formed and its check holds. */
export function gstinProblem(value: string): string | undefined {
  if (!gstinPattern.test(value))
    return "Enter the GSTIN as 15 characters: state code, PAN, entity number, Z and check character, for example 27AAPFU0939F1ZV";
  if (gstinCheckCharacter(value) !== value.charAt(14))
    return "This GSTIN's check character does not match: one of its characters is probably mistyped";
  return undefined;
}
