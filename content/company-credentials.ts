/**
 * The proof a buyer can check: management system certificates, the oil laboratory's NABL
 * accreditation, type tests passed by refurbished units, vendor registrations and safety figures.
 * This file is data: app/lib/company-credentials.ts re-exports it with the figures derived from it
 * (app/lib/company.ts does not, so that the header and footer of every page do not load it);
 * scripts/pdf/ prints the certificate summaries and the company profile from the same data at
 * build time.
 *
 * Sample data: numbers, dates and reports are fictional but shaped like the real ones. Text may
 * use the company tokens ({company}, {address.city}, …) but never the company's details.
 */

/** "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`;

export type ManagementSystemCertificate = {
  id: "iso-9001" | "iso-14001" | "iso-45001";
  standard: "ISO 9001:2015" | "ISO 14001:2015" | "ISO 45001:2018";
  system: string;
  certificateNumber: string;
  certificationBody: string;
  /** The body that accredits the certification body for this standard. */
  accreditation: string;
  scope: string;
  firstIssued: IsoDate;
  /** Date of the certificate now in force (after the last recertification audit). */
  currentIssue: IsoDate;
  validUntil: IsoDate;
  sites: string[];
};

export type NablScopeRow = {
  test: string;
  standard: string;
  /** Range of measurement as accredited, with its unit. */
  range: string;
};

export type NablAccreditation = {
  certificateNumber: string;
  standard: "ISO/IEC 17025:2017";
  accreditationBody: string;
  laboratory: string;
  discipline: string;
  location: string;
  product: string;
  firstAccredited: IsoDate;
  currentIssue: IsoDate;
  validUntil: IsoDate;
  scope: NablScopeRow[];
};

export type TypeTestReference = {
  test: string;
  standard: string;
  unit: string;
  laboratory: string;
  reportNumber: string;
  year: number;
  result: string;
};

export type VendorRegistration = {
  /** As buyers write it: "GETCO". */
  organisation: string;
  fullName: string;
  registeredFor: string;
  since: number;
};

export type SafetyYear = {
  /** Indian financial year, April to March: "2025-26". */
  financialYear: string;
  /** Hours worked by our employees and by contract workers on our jobs. */
  manHours: number;
  lostTimeInjuries: number;
  fieldJobs: number;
};

export type SafetyRecord = {
  asOf: IsoDate;
  /** Oldest first; the last entry is the last complete financial year. */
  years: SafetyYear[];
  lastLostTimeInjury: IsoDate;
  manHoursSinceLastLostTimeInjury: number;
};

export type PdfFile = {
  id: ManagementSystemCertificate["id"] | "nabl" | "company-profile";
  /** URL path of the file in the built site. */
  path: string;
  title: string;
};

/** The day the figures and certificates below were last checked against the originals. */
export const credentialsUpdated: IsoDate = "2026-11-20";

const headOffice = "Head office, workshop and oil laboratory: GIDC Makarpura, Vadodara, Gujarat";
const temporarySites =
  "Temporary sites: customer substations and plants in India, controlled from the head office";

export const certificates: ManagementSystemCertificate[] = [
  {
    id: "iso-9001",
    standard: "ISO 9001:2015",
    system: "Quality management system",
    certificateNumber: "12 100 61873 TMS",
    certificationBody: "TÜV SÜD South Asia Pvt. Ltd.",
    accreditation: "NABCB (National Accreditation Board for Certification Bodies, India)",
    scope:
      "Field service, erection, testing and commissioning, overhauling, repair and refurbishment " +
      "of oil-filled distribution and power transformers up to 220 kV class and 100 MVA; on-site " +
      "filtration, dehydration and degassing of transformer oil; testing of insulating oil; rental " +
      "of distribution transformers and mobile substations up to 5 MVA; repair of circuit " +
      "breakers, control panels and on-load tap changers.",
    firstIssued: "2012-06-04",
    currentIssue: "2024-05-28",
    validUntil: "2027-06-03",
    sites: [headOffice, temporarySites],
  },
  {
    id: "iso-14001",
    standard: "ISO 14001:2015",
    system: "Environmental management system",
    certificateNumber: "IND.25.14872/EM/U",
    certificationBody: "Bureau Veritas (India) Pvt. Ltd.",
    accreditation: "UKAS (United Kingdom Accreditation Service)",
    scope:
      "Field service, overhauling, repair, testing and oil filtration of power and distribution " +
      "transformers up to 220 kV class, and rental of transformers and mobile substations, " +
      "including the handling, storage, filtration and reconditioning of insulating oil and the " +
      "disposal of used oil, spent silica gel and oil-soaked waste through authorised recyclers.",
    firstIssued: "2019-09-16",
    currentIssue: "2025-09-10",
    validUntil: "2028-09-15",
    sites: [headOffice, temporarySites],
  },
  {
    id: "iso-45001",
    standard: "ISO 45001:2018",
    system: "Occupational health and safety management system",
    certificateNumber: "IND.24.10315/OH/U",
    certificationBody: "Bureau Veritas (India) Pvt. Ltd.",
    accreditation: "UKAS (United Kingdom Accreditation Service)",
    scope:
      "Field service, overhauling, repair, high-voltage testing and oil filtration of power " +
      "transformers up to 220 kV class at customer sites and in the workshop, including work " +
      "under permit near energised equipment, lifting and untanking, and the transport and " +
      "installation of rental transformers and mobile substations up to 5 MVA.",
    firstIssued: "2021-01-11",
    currentIssue: "2024-01-05",
    validUntil: "2027-01-10",
    sites: [headOffice, temporarySites],
  },
];

export const nablAccreditation: NablAccreditation = {
  certificateNumber: "TC-11874",
  standard: "ISO/IEC 17025:2017",
  accreditationBody:
    "NABL (National Accreditation Board for Testing and Calibration Laboratories, India)",
  laboratory: "Insulating Oil Laboratory",
  discipline: "Chemical testing",
  location: "GIDC Makarpura, Vadodara, Gujarat",
  product:
    "Mineral insulating oil for transformers and switchgear: unused (IS 335 / IEC 60296) and " +
    "in service (IS 1866 / IEC 60422)",
  firstAccredited: "2018-07-09",
  currentIssue: "2025-07-09",
  validUntil: "2027-07-08",
  scope: [
    { test: "Breakdown voltage (BDV)", standard: "IS 6792 / IEC 60156", range: "5 to 100 kV" },
    {
      test: "Water content, coulometric Karl Fischer",
      standard: "IS 13567 / IEC 60814",
      range: "1 to 200 mg/kg",
    },
    {
      test: "Neutralisation value (acidity)",
      standard: "IS 1448 (P:2) / IEC 62021-1",
      range: "0.01 to 2.0 mg KOH/g",
    },
    {
      test: "Interfacial tension at 27 °C",
      standard: "IS 6104 / IEC 62961",
      range: "10 to 50 mN/m",
    },
    {
      test: "Dielectric dissipation factor (tan δ) at 90 °C",
      standard: "IS 6262 / IEC 60247",
      range: "0.0001 to 1.0",
    },
    {
      test: "Resistivity at 90 °C",
      standard: "IS 6103 / IEC 60247",
      range: "0.01 × 10¹² to 1000 × 10¹² Ω·cm",
    },
    {
      test: "Dissolved gases: H₂ and hydrocarbons, by gas chromatography",
      standard: "IS 9434 / IEC 60567 (sampling, extraction); IEC 60599 (interpretation)",
      range: "H₂ 5 to 10,000 µL/L; C₂H₂ 0.5 to 5,000 µL/L; CH₄, C₂H₄, C₂H₆ 1 to 10,000 µL/L",
    },
    {
      test: "Dissolved gases: carbon oxides, O₂ and N₂, by gas chromatography",
      standard: "IS 9434 / IEC 60567",
      range: "CO 10 to 10,000 µL/L; CO₂ 25 to 50,000 µL/L; O₂, N₂ 500 to 100,000 µL/L",
    },
    {
      test: "Flash point, Pensky-Martens closed cup",
      standard: "IS 1448 (P:21) / ISO 2719",
      range: "40 to 250 °C",
    },
    {
      test: "Oxidation stability: sludge and total acidity after ageing",
      standard: "IS 12422 / IEC 61125 (method C)",
      range: "Sludge 0.01 to 2.0 % by mass; acidity 0.01 to 5.0 mg KOH/g",
    },
    {
      test: "Potentially corrosive sulphur",
      standard: "IEC 62535",
      range: "Qualitative: corrosive / non-corrosive",
    },
    {
      test: "Furanic compounds (2-FAL and four others), by HPLC",
      standard: "IEC 61198",
      range: "0.05 to 10 mg/kg each compound",
    },
    {
      test: "Density at 29.5 °C",
      standard: "IS 1448 (P:16) / ISO 3675; limits of IS 335",
      range: "0.800 to 0.950 g/cm³",
    },
    {
      test: "Kinematic viscosity at 27 °C",
      standard: "IS 1448 (P:25) / ISO 3104; limits of IS 335",
      range: "2 to 100 mm²/s",
    },
  ],
};

export const typeTests: TypeTestReference[] = [
  {
    test: "Short-circuit withstand (dynamic ability)",
    standard: "IS 2026 (Part 5) / IEC 60076-5",
    unit: "10 MVA, 66/11 kV ONAN power transformer, rewound and refurbished by us",
    laboratory: "CPRI Short Circuit Laboratory, Bhopal",
    reportNumber: "CPRI/STL/BPL/SC/2023/0417",
    year: 2023,
    result: "Passed; reactance change 0.8 % (limit 2 %), untanking inspection clear",
  },
  {
    test: "Lightning impulse withstand, full and chopped wave",
    standard: "IS 2026 (Part 3) / IEC 60076-3",
    unit: "20 MVA, 132/33 kV power transformer, HV winding replaced by us",
    laboratory: "ERDA High Voltage Laboratory, Vadodara",
    reportNumber: "ERDA/HVL/22-23/0642",
    year: 2022,
    result: "Passed at 650 kVp on HV, 170 kVp on LV; no change in the recorded waveforms",
  },
  {
    test: "Temperature rise",
    standard: "IS 2026 (Part 2) / IEC 60076-2",
    unit: "5 MVA, 33/11 kV ONAN power transformer, refurbished by us",
    laboratory: "ERDA Power Transformer Laboratory, Vadodara",
    reportNumber: "ERDA/PTL/24-25/1186",
    year: 2024,
    result: "Passed; top oil rise 44 K (limit 50 K), average winding rise 51 K (limit 55 K)",
  },
  {
    test: "Short-circuit withstand (dynamic ability)",
    standard: "IS 2026 (Part 5) / IEC 60076-5",
    unit: "2.5 MVA, 11/0.433 kV distribution transformer, rewound by us",
    laboratory: "CPRI Short Circuit Laboratory, Bengaluru",
    reportNumber: "CPRI/STL/BLR/SC/2025/0093",
    year: 2025,
    result: "Passed; reactance change 1.1 % (limit 2 %), routine tests repeated within limits",
  },
];

export const vendorRegistrations: VendorRegistration[] = [
  {
    organisation: "GETCO",
    fullName: "Gujarat Energy Transmission Corporation Ltd.",
    registeredFor:
      "Overhauling, repair and testing of power transformers up to 220 kV class; oil filtration",
    since: 2014,
  },
  {
    organisation: "MGVCL",
    fullName: "Madhya Gujarat Vij Company Ltd.",
    registeredFor: "Approved repairer of distribution transformers up to 2.5 MVA, 11 and 22 kV",
    since: 2012,
  },
  {
    organisation: "UGVCL",
    fullName: "Uttar Gujarat Vij Company Ltd.",
    registeredFor: "Approved repairer of distribution transformers up to 2.5 MVA, 11 and 22 kV",
    since: 2016,
  },
  {
    organisation: "MSETCL",
    fullName: "Maharashtra State Electricity Transmission Company Ltd.",
    registeredFor: "Testing, oil filtration and overhauling of power transformers up to 220 kV",
    since: 2019,
  },
  {
    organisation: "NTPC",
    fullName: "NTPC Ltd., Western Region",
    registeredFor: "Service vendor: transformer testing, oil filtration and overhauling",
    since: 2018,
  },
  {
    organisation: "IOCL",
    fullName: "Indian Oil Corporation Ltd., Gujarat Refinery",
    registeredFor: "Electrical maintenance contractor: transformers, switchgear and oil testing",
    since: 2015,
  },
  {
    organisation: "ONGC",
    fullName: "Oil and Natural Gas Corporation Ltd., Ankleshwar Asset",
    registeredFor: "Overhauling and testing of power and distribution transformers",
    since: 2017,
  },
  {
    organisation: "GeM",
    fullName: "Government e Marketplace",
    registeredFor:
      "Seller: transformer repair, oil filtration and testing services; transformer spares",
    since: 2018,
  },
];

export const safetyRecord: SafetyRecord = {
  asOf: "2026-10-31",
  years: [
    { financialYear: "2023-24", manHours: 198_600, lostTimeInjuries: 1, fieldJobs: 186 },
    { financialYear: "2024-25", manHours: 211_300, lostTimeInjuries: 0, fieldJobs: 198 },
    { financialYear: "2025-26", manHours: 224_800, lostTimeInjuries: 0, fieldJobs: 214 },
  ],
  lastLostTimeInjury: "2023-09-12",
  manHoursSinceLastLostTimeInjury: 681_200,
};
