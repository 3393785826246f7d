/**
 * The oil-quality limits beside Table 5's banded ones: inhibitor content, colour, sediment and
 * sludge, and the correction of water content to 20 °C. Editions as in limits.ts: the figures are
 * IEC 60422:2013 (= IS 1866:2017); "2024" notes compare them with a transcription of IEC
 * 60422:2024, not with its text.
 */
import { type BandedLimit, sameInIs1866, table5Source } from "./limits.ts";

/**
 * IEC 60422:2013 Table 5 (= IS 1866:2017), oxidation inhibitor (inhibited oil only), as a share
 * of the new oil's content: Good > 60 %, Fair 40–60 %, Poor < 40 %. 2024: same (transcription),
 * which adds that re-inhibiting helps only while acidity is at most 0.08 mg KOH/g and IFT at
 * least 28 mN/m.
 */
export const inhibitorLimit: BandedLimit = {
  property: "inhibitor",
  name: "Oxidation inhibitor remaining",
  unit: "% of new",
  better: "higher",
  fair: [40, 60],
  source: `${table5Source}, inhibitor content (inhibited oil), all categories`,
  note: "Measured by IEC 60666 as % by mass and judged as a share of the new oil's content.",
};

/**
 * IEC 60422:2013 Table 5 (= IS 1866:2017) gives colour no numeric limit: it reads colour with
 * appearance, acidity and IFT. 2024: the transcription gives colour bands (Good up to 2, Fair 2
 * to 6, Poor above 6 on ISO 2049) while saying no action should rest on colour alone; not
 * confirmed, and not used here. To still say something about an ISO 2049 number, we grade it with the widely published
 * colour classification of in-service oil (new 0.5–1.0, service-aged up to 2.5, marginal 2.5–4.0,
 * bad above 4.0, on the ASTM D1500 scale that ISO 2049 numbers match). It is shown, never used on
 * its own to call for action.
 */
export const colourLimit: BandedLimit = {
  property: "colour",
  name: "Colour (ISO 2049)",
  unit: "",
  better: "lower",
  fair: [2.5, 4],
  source:
    "Common service-oil colour grading (ASTM D1500 / ISO 2049 scale); IEC 60422:2013 Table 5 sets no numeric colour limit",
  note: "Neither IEC 60422:2013 nor IS 1866:2017 grades the colour number; a dark or quickly darkening oil is read together with acidity and IFT.",
};

/**
 * Sediment and precipitable sludge: IEC 60422:2013 Table 5 (= IS 1866:2017) asks for none. 2024:
 * the transcription gives amounts (below 0.02 % by mass as Good); this tool asks only whether any
 * was found, which the 2013 wording fits. Not confirmed against the 2024 text.
 */
export const contaminationLimits = {
  sediment: {
    name: "Sediment",
    limit: "Good: no sediment; Poor: sediment present",
    source: "IEC 60422:2013 Table 5 (sediment and sludge), all categories",
    note: `Sediment calls for filtering (reconditioning) the oil. ${sameInIs1866}`,
  },
  sludge: {
    name: "Precipitable sludge",
    limit: "Good: no precipitable sludge; Poor: sludge present",
    source: "IEC 60422:2013 Table 5 (sediment and sludge), all categories",
    note: `Precipitable sludge calls for reclaiming or replacing the oil. ${sameInIs1866}`,
  },
} as const;

/**
 * IEC 60422:2013 Annex A (= IS 1866:2017): water content at 20 °C = f × measured,
 * f = 2.24 · e^(−0.04 · ts). 2024: the transcription points to an annex on normalising water
 * content (Annex C there); we have not compared its formula.
 */
export const waterCorrection = {
  source: "IEC 60422:2013 Annex A, f = 2.24·e^(−0.04·ts)",
  /**
   * We apply the formula to samples taken between 20 °C and 70 °C, the usual sampling range it
   * was fitted for; outside it the value is judged as measured, and the result says so.
   */
  minC: 20,
  maxC: 70,
  factor(sampleTempC: number): number {
    return 2.24 * Math.exp(-0.04 * sampleTempC);
  },
} as const;
