import type { MarketingPage } from "~/ui/content-types";

export const industryPage: MarketingPage = {
  path: "/industry",
  title: "Industries",
  description:
    "How we look after transformers in oil and gas, power generation, water treatment, automotive, BMS buildings, pharma and brewery plants across India.",
  eyebrow: "Industries we serve",
  heading: "Transformer Services Shaped to Your Industry",
  lead: "Each industry asks something different of its transformers. We adapt the testing, the maintenance windows and the backup to the plant in front of us.",
  blocks: [
    {
      kind: "prose",
      id: "intro",
      heading: "Different Plants, Different Transformer Risks",
      paragraphs: [
        "A transformer in a refinery and one in a hospital basement may carry similar ratings and have little else in common: the load, the air around them, the cost of losing them and the hours in which they can be switched off all differ. Below are the industries we serve most often. We also work regularly in steel, cement and chemical plants and in DISCOM substations.",
      ],
    },
    {
      kind: "prose",
      id: "oil-gas",
      heading: "Oil & Gas",
      image: {
        src: "/images/industries/oil-gas.svg",
        alt: "Refinery columns and pipe racks behind a fenced transformer substation.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "Refineries, petrochemical complexes, gas processing plants and pipeline stations run continuously, and an unplanned trip can force flaring, upset a process unit and take days to restart safely. Their substations feed large HT motors for compressors and pumps through power transformers with on-load tap changers, together with converter-duty transformers for variable-speed drives and transformer-rectifiers for cathodic protection.",
        "Substations here stand close to classified hazardous areas and in air laden with salt and sulphur compounds. We work under the plant's permit system, fit oil filtration and diagnostic testing into turnaround windows, and trend DGA closely on the units whose loss would stop a process unit.",
      ],
    },
    {
      kind: "prose",
      id: "power-generation",
      heading: "Power Generation",
      image: {
        src: "/images/industries/power-generation.svg",
        alt: "A generating station with a step-up transformer connected to an outgoing transmission line.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "In a power station every unit generated passes through a transformer. Generator transformers step up to the grid voltage, unit and station auxiliary transformers feed the plant's pumps, fans and mills, and solar and wind parks depend on inverter-duty transformers that face harmonics and daily thermal cycling. Losing a generator transformer takes the whole unit off the grid.",
        "Captive power plants in process industry carry the same stakes on a smaller scale. For units within our range, up to the 220 kV class, we provide DGA and furan trending, tan delta and SFRA after through-faults, OLTC overhauls and bushing checks, timed to the generator's planned overhaul so that both return to service together.",
      ],
    },
    {
      kind: "prose",
      id: "water-treatment",
      heading: "Water Treatment",
      image: {
        src: "/images/industries/water-treatment.svg",
        alt: "Round clarifier tanks and a pump house beside a distribution transformer on a plinth.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "Water treatment plants, pumping stations, and sewage and effluent treatment plants serve towns and industrial estates that cannot wait for water. Their load is dominated by large pumps and aeration blowers, more and more of them on variable frequency drives whose harmonics add heat to transformers originally sized for plain motor loads.",
        "Many of these sites are remote, and the air near clarifiers and sludge handling carries moisture, hydrogen sulphide and chlorine that attack radiators, cable boxes and earth connections. We care for their 11 kV and 22 kV distribution transformers with corrosion-focused inspections, routine oil and insulation tests, breather attention through the monsoon, and rental units for pumping stations that must stay on line.",
      ],
    },
    {
      kind: "prose",
      id: "automotive",
      heading: "Automotive",
      image: {
        src: "/images/industries/automotive.svg",
        alt: "A car assembly line with welding robots and an indoor plant substation at one end.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "Vehicle and component plants combine press shops, body welding lines, paint shops with ovens and large air handling units, and assembly lines timed to the minute. Resistance welding draws short, heavy and unbalanced current pulses, and presses and robot cells add peaks of their own, so plant transformers carry repeated thermal and mechanical stress that a steady load would not impose.",
        "Here a stoppage is measured in vehicles lost per hour. We fit transformer maintenance into weekly offs and annual shutdowns, scan busducts and connections with a thermal camera under production load, look after both dry-type and oil-filled units in the plant substations, and agree spares and rental capacity in advance for the feeders that serve the lines.",
      ],
    },
    {
      kind: "prose",
      id: "bms",
      heading: "Building Management System (BMS)",
      image: {
        src: "/images/industries/bms.svg",
        alt: "A commercial building with a basement substation housing a dry-type transformer linked to a BMS screen.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "Offices, IT parks, malls, hotels and hospitals usually keep their transformers indoors, in basements or podium substations close to people. Most are cast-resin dry-type units, or oil-filled units with stricter fire precautions, feeding chillers, lifts, lighting, UPS systems and server rooms, with DG sets ready to take over through changeover panels.",
        "A building management system can only warn about what it can see. We connect winding temperature scanners, transformer alarms, breaker status and energy meters to the BMS over Modbus or similar protocols, clean and test dry-type transformers in night and weekend windows, and check the changeover logic and interlocks between grid, DG and UPS supplies.",
      ],
    },
    {
      kind: "prose",
      id: "pharma",
      heading: "Pharma",
      image: {
        src: "/images/industries/pharma.svg",
        alt: "A pharmaceutical plant with clean-room air handling units on the roof and a utility substation alongside.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "In a pharmaceutical plant, the power supply is part of product quality. Clean-room HVAC must hold pressure cascades, temperature and humidity within the limits set under GMP, purified water and water-for-injection systems, cold rooms and stability chambers run without pause, and UPS systems carry process controls and data systems. An interruption can mean a batch investigation and a deviation report, not only lost output.",
        "Because these utilities are validated, maintenance must respect the site's change control. We plan the work with engineering and QA, supply test records and instrument calibration certificates in a form the quality system accepts, replace parts like for like unless a change has been approved, and check transformer heating from the harmonics of VFD-driven air handling units and UPS rectifiers.",
      ],
    },
    {
      kind: "prose",
      id: "brewery",
      heading: "Brewery",
      image: {
        src: "/images/industries/brewery.svg",
        alt: "Brewery fermentation tanks and a bottling hall next to an outdoor transformer.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "A brewery's electrical load follows the process: mash and wort pumps in the brewhouse, ammonia or glycol refrigeration for fermentation and conditioning tanks, CO2 recovery compressors, bottling and canning lines, and an effluent plant. Refrigeration runs day and night, and a long outage can put beer in the tanks at risk.",
        "Demand peaks in the summer months, which leaves the cooler part of the year for planned electrical work, while washdown and humid plant rooms around the packaging hall make earthing, cable boxes and breathers a constant concern. We complete oil filtration, testing and tap-changer maintenance before the season and can hold a rental transformer in reserve for the refrigeration supply.",
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Discuss the Transformers in Your Plant",
      text: "Tell us your industry, the ratings of your transformers and your next shutdown window, and we will suggest a maintenance and backup plan that fits.",
      action: { label: "Get in touch", to: "/contact" },
    },
  ],
};
