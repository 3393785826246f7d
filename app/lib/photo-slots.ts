/**
 * The named places on the site where a photograph can stand. The company drops a JPEG named
 * after a slot into content/photos/ (content/photos/README.md is the shot list); the build
 * (scripts/photos/build-photos.ts) makes AVIF and WebP files at each slot's widths, and the
 * slot shows the photo in place of its drawing. A slot without a photo keeps the drawing.
 */

export type SlotSpec = {
  /** Widths in CSS pixels × density that the build makes, smallest first. */
  widths: readonly number[];
  /** Width to height of the crop, e.g. [4, 3]. */
  aspect: readonly [number, number];
  /** What the photo shows, as alternative text; write it to match the photo chosen. */
  alt: string;
  /** What to photograph for this slot, for the company's photographer. */
  shot: string;
};

const hero = (alt: string, shot: string): SlotSpec => ({
  widths: [480, 800, 1120],
  aspect: [4, 3],
  alt,
  shot,
});

const portrait = (alt: string): SlotSpec => ({
  widths: [160, 320, 480],
  aspect: [4, 5],
  alt,
  shot: "Head and shoulders, plain background or the workshop softly behind, natural light.",
});

export const photoSlots = {
  "page-aboutus": hero(
    "Our workshop at GIDC Makarpura, Vadodara, with a power transformer under overhaul",
    "Workshop: wide view of the main bay with a transformer untanked on the floor and the crane above.",
  ),
  "page-company-whoweare": hero(
    "Our engineers and technicians in front of the workshop",
    "The team: crew in PPE (helmets, safety shoes, FR clothing) in front of the workshop.",
  ),
  "page-transformer-fieldservice": hero(
    "A field crew in PPE testing a transformer at a customer's substation",
    "Crew at site in PPE: two technicians at an outdoor transformer with test leads connected.",
  ),
  "page-transformer-refurbishmentandoverhauling": hero(
    "A core and coil assembly lifted from its tank in our workshop",
    "Workshop: active part lifted out of its tank, with the engineer inspecting the windings.",
  ),
  "page-transformer-repaireandmaintainance": hero(
    "A technician replacing a gasket on a distribution transformer",
    "Crew at site in PPE: a technician at work on a transformer's cover or valve.",
  ),
  "page-transformer-hvlvtesting": hero(
    "The test van at a substation with its cables run out to a transformer",
    "Test van: the van parked by a transformer, doors open, instruments visible, cables run out.",
  ),
  "page-transformer-rental": hero(
    "A rental transformer on a trailer ready for dispatch from our yard",
    "Rental fleet: a unit on its trailer or skid in the yard, rating plate readable.",
  ),
  "page-transformer-transformer2": hero(
    "Our oil laboratory with a gas chromatograph for dissolved gas analysis",
    "Laboratory: analyst at the gas chromatograph or the BDV tester, sample bottles labelled.",
  ),
  "page-transformer-transformer3": hero(
    "A mobile oil filtration plant connected to a transformer at site",
    "Filtration plant: the trailer-mounted plant running beside a transformer, hoses connected.",
  ),
  "page-automation": hero(
    "An engineer checking the wiring of a PLC control panel",
    "Automation: an engineer at an open PLC or DCS panel with a laptop connected.",
  ),
  "contact-works": hero(
    "The entrance of our works and test laboratory at GIDC Makarpura, Vadodara",
    "The works from the road: gate and name board, so a visitor recognises it on arrival.",
  ),
  "leader-harish-mehta": portrait("Harish Mehta, Managing Director"),
  "leader-rajesh-patel": portrait("Rajesh Patel, Director, Field Services"),
  "leader-anita-desai": portrait("Anita Desai, Manager, Sales and Rental"),
  "leader-suresh-menon": portrait("Suresh Menon, Head of Testing and Oil Laboratory"),
  "leader-kavita-joshi": portrait("Kavita Joshi, Head of Quality, Health, Safety and Environment"),
} as const satisfies Record<string, SlotSpec>;

/** A catalogue item's page: "item-<item id>.jpg" shows a photo of the product or the work. */
export const itemSlotSpec: SlotSpec = {
  widths: [480, 720, 960],
  aspect: [4, 3],
  alt: "",
  shot: "The product on a plain background, or the service being done, filling the frame.",
};

export type PhotoSlot = keyof typeof photoSlots | `item-${string}`;

/** What a slot needs; undefined for a name that is no slot. */
export function slotSpec(slot: string): SlotSpec | undefined {
  if (slot in photoSlots) return photoSlots[slot as keyof typeof photoSlots];
  return /^item-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slot) ? itemSlotSpec : undefined;
}

/** A photo the build made for a slot: its sizes and a tiny blurred placeholder. */
export type BuiltPhoto = {
  /** Intrinsic size of the largest file, for width and height on the <img>. */
  width: number;
  height: number;
  widths: number[];
  /** A data: URI of a ~16 px wide blurred WebP, shown while the photo loads. */
  placeholder: string;
  /** The slot's own description of what the photo shows, so the page needs no slot list. */
  alt: string;
};

export type PhotoManifest = Partial<Record<string, BuiltPhoto>>;

/** The hero slot of a marketing page ("/company/whoweare" → "page-company-whoweare"), if any. */
export function pageSlot(pagePath: string): PhotoSlot | undefined {
  const slot = `page-${pagePath.slice(1).replaceAll("/", "-")}`;
  return slot in photoSlots ? (slot as keyof typeof photoSlots) : undefined;
}
