/**
 * Three worked examples the page fills in with one click. The numbers are made up but typical of
 * what a laboratory report shows for each kind of unit.
 */
import type { OilAnalysisInput } from "./schema.ts";

export interface OilAnalysisExample {
  id: "healthy" | "overheating" | "arcing";
  label: string;
  description: string;
  input: OilAnalysisInput;
}

export const oilAnalysisExamples: readonly OilAnalysisExample[] = [
  {
    id: "healthy",
    label: "Healthy 220 kV unit",
    description:
      "A 12-year-old 100 MVA transformer with clean, dry oil and low gases that barely moved in a year.",
    input: {
      equipment: {
        voltageClass: "gt170",
        ratingMva: 100,
        ageYears: 12,
        oltc: "none",
        breathing: "free",
      },
      oil: {
        oilType: "mineral",
        inhibition: "uninhibited",
        bdvKv: 72,
        electrodeGap: "2.5mm-IEC60156",
        waterMgKg: 8,
        oilTempC: 40,
        acidityMgKoh: 0.03,
        iftMnM: 38,
        ddf90: 0.012,
        resistivityGohmM90: 60,
        colour: 1,
        sediment: "none",
        sludge: "none",
      },
      sampleDate: "2025-03-10",
      gases: {
        h2: 12,
        ch4: 8,
        c2h6: 5,
        c2h4: 10,
        c2h2: 0,
        co: 210,
        co2: 1900,
        o2: 18000,
        n2: 52000,
      },
      earlier: {
        sampleDate: "2024-03-12",
        gases: {
          h2: 10,
          ch4: 6,
          c2h6: 4,
          c2h4: 8,
          c2h2: 0,
          co: 180,
          co2: 1600,
          o2: 19000,
          n2: 53000,
        },
      },
    },
  },
  {
    id: "overheating",
    label: "Overheating 132 kV unit",
    description:
      "A 22-year-old 50 MVA transformer whose oil tests well but whose ethylene and methane climbed fast in six months: a hot spot above 700 °C.",
    input: {
      equipment: {
        voltageClass: "72.5-170",
        ratingMva: 50,
        ageYears: 22,
        oltc: "none",
        breathing: "free",
      },
      oil: {
        oilType: "mineral",
        inhibition: "uninhibited",
        bdvKv: 55,
        electrodeGap: "2.5mm-IEC60156",
        waterMgKg: 18,
        oilTempC: 55,
        acidityMgKoh: 0.08,
        iftMnM: 30,
        ddf90: 0.05,
        resistivityGohmM90: 10,
        colour: 2,
        sediment: "none",
        sludge: "none",
      },
      sampleDate: "2025-03-15",
      gases: {
        h2: 95,
        ch4: 310,
        c2h6: 120,
        c2h4: 520,
        c2h2: 1,
        co: 450,
        co2: 4200,
        o2: 9000,
        n2: 56000,
      },
      earlier: {
        sampleDate: "2024-09-15",
        gases: {
          h2: 70,
          ch4: 220,
          c2h6: 95,
          c2h4: 360,
          c2h2: 1,
          co: 400,
          co2: 3900,
          o2: 11000,
          n2: 55000,
        },
      },
    },
  },
  {
    id: "arcing",
    label: "Arcing 220 kV unit",
    description:
      "An 18-year-old 160 MVA sealed transformer with acetylene and hydrogen rising sharply in three months: discharges of high energy.",
    input: {
      equipment: {
        voltageClass: "gt170",
        ratingMva: 160,
        ageYears: 18,
        oltc: "none",
        breathing: "sealed",
      },
      oil: {
        oilType: "mineral",
        inhibition: "uninhibited",
        bdvKv: 55,
        electrodeGap: "2.5mm-IEC60156",
        waterMgKg: 12,
        oilTempC: 30,
        acidityMgKoh: 0.12,
        iftMnM: 26,
        ddf90: 0.08,
        resistivityGohmM90: 15,
        colour: 2.5,
        sediment: "none",
        sludge: "none",
      },
      sampleDate: "2025-02-20",
      gases: {
        h2: 420,
        ch4: 90,
        c2h6: 25,
        c2h4: 170,
        c2h2: 150,
        co: 380,
        co2: 3100,
        o2: 3000,
        n2: 60000,
      },
      earlier: {
        sampleDate: "2024-11-20",
        gases: {
          h2: 150,
          ch4: 40,
          c2h6: 18,
          c2h4: 60,
          c2h2: 35,
          co: 350,
          co2: 2900,
          o2: 3500,
          n2: 61000,
        },
      },
    },
  },
];
