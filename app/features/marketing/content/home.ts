import type { HeroSlide, ServiceCard } from "~/ui/content-types";

export const heroSlides: HeroSlide[] = [
  {
    image: {
      src: "/images/hero/slide-1.svg",
      alt: "A large power transformer with cooling radiators, bushings and a conservator tank in an outdoor substation yard.",
      width: 1200,
      height: 900,
    },
    caption: "Transformer Life Cycle Management, from commissioning to renewal",
  },
  {
    image: {
      src: "/images/hero/slide-2.svg",
      alt: "A field crew in helmets and overalls servicing a pole-side distribution transformer.",
      width: 1200,
      height: 900,
    },
    caption: "Field crews for distribution and power transformers up to 220 kV",
  },
  {
    image: {
      src: "/images/hero/slide-3.svg",
      alt: "A high-voltage test set with its test leads clamped to the bushings of a transformer.",
      width: 1200,
      height: 900,
    },
    caption: "HV and LV testing with results you can trend year on year",
  },
  {
    image: {
      src: "/images/hero/slide-4.svg",
      alt: "A trailer-mounted oil filtration plant connected by hoses to a transformer tank.",
      width: 1200,
      height: 900,
    },
    caption: "Mobile high-vacuum oil filtration brought to your substation",
  },
  {
    image: {
      src: "/images/hero/slide-5.svg",
      alt: "A control room with a PLC and DCS cabinet beside an operator desk with monitors.",
      width: 1200,
      height: 900,
    },
    caption: "PLC and DCS automation for field instruments and control panels",
  },
];

export const aboutTeaser: { heading: string; paragraphs: string[] } = {
  heading: "About Vidyut Power Solutions",
  paragraphs: [
    "Vidyut Power Solutions has looked after industrial and utility transformers since 2010. From our workshop in Makarpura, Vadodara, a team of more than 40 engineers and technicians commissions, tests, maintains, repairs and refurbishes distribution and power transformers up to the 220 kV class.",
    "Our working rule is Zero Breakdown, No Production Loss. We test to IS and IEC standards, give every customer a report with trend data, and keep rental transformers ready for the day a unit has to come out of service.",
  ],
};

export const serviceCards: ServiceCard[] = [
  {
    title: "Field Services",
    description:
      "Planned site maintenance that keeps transformers reliable and safe: inspections, oil sampling, thermography and protection checks, with the findings used to optimise loading and performance.",
    image: {
      src: "/images/services/field-service.svg",
      alt: "Two technicians inspecting a transformer on site, one taking an oil sample from the drain valve.",
      width: 640,
      height: 400,
    },
    link: "/transformer/fieldservice",
  },
  {
    title: "Refurbishment and Overhauling",
    description:
      "Renewing ageing transformers and enhancing their performance through vacuum drying, re-gasketing, bushing replacement and tap-changer overhaul, on site or in our Vadodara workshop.",
    image: {
      src: "/images/services/refurbishment.svg",
      alt: "A transformer with its cover lifted in a workshop bay, the core and windings visible under a crane hook.",
      width: 640,
      height: 400,
    },
    link: "/transformer/refurbishmentandoverhauling",
  },
  {
    title: "Field Repairs and Maintenance",
    description:
      "The essential upkeep and repairs that keep units in service, from leak sealing and breather care to breakdown attendance, also available as an Annual Maintenance Contract (AMC).",
    image: {
      src: "/images/services/repairs-maintenance.svg",
      alt: "A technician with a spanner tightening a flange on a transformer radiator.",
      width: 640,
      height: 400,
    },
    link: "/transformer/repaireandmaintainance",
  },
  {
    title: "HV and LV Electrical Testing",
    description:
      "Comprehensive high-voltage and low-voltage testing: insulation resistance and PI, turns ratio, winding resistance, tan delta, SFRA and breaker timing, reported against IS and IEC limits.",
    image: {
      src: "/images/services/hvlv-testing.svg",
      alt: "A portable test instrument on a trolley with leads running to the bushings of a transformer.",
      width: 640,
      height: 400,
    },
    link: "/transformer/hvlvtesting",
  },
];

export const homeHighlights: { value: string; label: string }[] = [
  { value: "15+", label: "years of transformer service" },
  { value: "1,200+", label: "transformers serviced" },
  { value: "40+", label: "engineers and technicians" },
  { value: "3", label: "mobile oil-filtration plants" },
];
