import type { MarketingPage } from "~/ui/content-types";

/* Transformer service pages: field services, overhauls, repairs, testing, rental and the five
   numbered transformer services. Every page has its own text; no sentence is shared between pages. */

export const fieldServicePage: MarketingPage = {
  path: "/transformer/fieldservice",
  title: "Field Services",
  description:
    "On-site transformer field services: oil sampling, DGA, electrical tests, thermography, oil filtration, OLTC, breaker and panel repair, across Gujarat and India.",
  eyebrow: "Transformer services",
  heading: "Transformer field services at your substation",
  lead: "Our crews test, filter, repair and commission transformers where they stand, so that most work fits inside a planned shutdown. Every visit ends with measured results and a written recommendation, not just a job sheet.",
  hero: {
    src: "/images/services/field-service.svg",
    alt: "A field crew with test equipment working beside a distribution transformer at a substation.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "field-services",
      heading: "Field Services",
      paragraphs: [
        "Our engineers and technicians travel from Vadodara to plants, substations and commercial buildings in Gujarat and its neighbouring states, and further afield for larger jobs. They look after transformers of up to about 220 kV class and 100 MVA, together with the breakers, panels and accessories around them.",
        "Many engagements begin with our analysis service. An engineer draws oil from the main tank, and from the OLTC compartment where there is one, into glass syringes and clean bottles for DGA and the routine oil tests: breakdown voltage, water content by Karl Fischer titration, acidity, interfacial tension, dissipation factor and, on older units, furan content.",
        "While the unit is still on load, a thermography scan covers bushings, cable boxes, radiators and the tap-changer. Once it is isolated, the crew runs the electrical tests its age and history call for, typically IR and PI, winding resistance, turns ratio, and tan delta.",
        "You receive a condition report that sets each reading against the relevant limit in IS 1866 / IEC 60422 or IEC 60599, combines the results into a health index for the unit, and ends with recommendations ranked by urgency: what to do now, what to plan for the next shutdown, and when to sample again.",
      ],
    },
    {
      kind: "cards",
      id: "our-services",
      heading: "Our Services",
      cards: [
        {
          title: "Oil filtration and dehydration",
          text: "Our mobile filter machines, rated up to 6000 LPH, take water, dissolved gas and particles out of transformer oil at site. BDV and moisture are recorded before and after, so the improvement is measured rather than assumed.",
        },
        {
          title: "Transformer installation",
          text: "Erection of new or relocated transformers: receipt inspection, fitting of bushings, radiators, conservator and breather, vacuum oil filling, wiring of OTI, WTI, Buchholz and PRV circuits, and pre-commissioning tests to IS 10028 before handover for energisation.",
        },
        {
          title: "OLTC inspection and repair",
          text: "Diverter and selector inspection, contact wear measurement, renewal of contacts and transition resistors, a diverter oil change, and checks on the motor drive and tap position indication, to the maker's intervals and IEC 60214.",
        },
        {
          title: "ACB and VCB repair",
          text: "Overhaul of air and vacuum circuit breakers: operating mechanisms, closing and tripping coils, contact resistance, timing, and vacuum interrupter checks on VCBs. On ACBs the release settings are verified against IS/IEC 60947-2 and the plant's protection coordination.",
        },
        {
          title: "Control panel repair",
          text: "Fault-finding in marshalling boxes, RTCC panels, cooler control cabinets and protection panels: burnt wiring, failed contactors, timers, annunciators and auxiliary relays. Afterwards, every trip and alarm circuit is proved from the sensing device to the breaker.",
        },
        {
          title: "Accessories, silica gel and SF6",
          text: "Silica gel and breathers, calibration or replacement of oil and winding temperature indicators (OTI and WTI), gaskets, valves and spare bushings, and SF6 gas for topping up breakers, handled by trained staff.",
        },
      ],
    },
    {
      kind: "cards",
      id: "why-choose",
      heading: "Why Choose Our Field Services",
      cards: [
        {
          title: "Crews who do this every day",
          text: "Our 40+ engineers and technicians have serviced more than 1,200 transformers over 15+ years. The people who read the test results also drain tanks and change gaskets, so their advice reflects what a fault actually looks like once the cover is off.",
        },
        {
          title: "Safe work as a habit",
          text: "Each job runs under the owner's permit-to-work, with lock-out/tag-out, proven isolation and earthing before anyone touches the equipment. A named supervisor on every crew answers for these procedures, which follow the CEA safety regulations of 2023.",
        },
        {
          title: "Our own equipment, calibrated",
          text: "We arrive with our own filtration plants, test sets and thermal cameras rather than hiring them for the job. Instruments are calibrated on a fixed cycle against traceable standards, and the certificates can be attached to any report on request.",
        },
        {
          title: "A breakdown line that answers",
          text: "Our round-the-clock desk on +91 98765 43210 logs your call, an engineer rings back to understand the fault, and the crew that goes out carries the spares and instruments it is likely to need.",
        },
      ],
    },
    {
      kind: "list",
      id: "key-features",
      heading: "Key Features",
      intro: "Key features and benefits of a field service visit.",
      items: [
        {
          title: "Several tasks in one shutdown",
          text: "Sampling, testing, thermography and minor repairs are planned together so that a single outage covers as much as possible.",
        },
        {
          title: "Readings you can compare",
          text: "Results are corrected to a reference temperature and set against the nameplate, the factory test report and earlier site readings.",
        },
        {
          title: "A report for two readers",
          text: "A one-page summary for plant management, followed by the complete data, photographs and thermograms for the maintenance engineer.",
        },
        {
          title: "Ranking across the site",
          text: "Where a plant has several transformers, their health indices are listed side by side to show which unit needs attention first.",
        },
        {
          title: "Common spares on the vehicle",
          text: "Gaskets, silica gel, breathers and indicator parts travel with the crew, which often saves a second trip.",
        },
      ],
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      items: [
        {
          title: "Fewer unplanned outages",
          text: "A rising gas trend or a hot bushing joint found early can be dealt with in a planned shutdown instead of after a trip.",
        },
        {
          title: "Slower ageing of insulation",
          text: "Dry, clean oil and sound seals slow the ageing of the paper, which is what sets a transformer's service life.",
        },
        {
          title: "Better spending decisions",
          text: "The health index helps you decide whether to repair, overhaul or replace, and in which order across the site.",
        },
        {
          title: "Records for inspectors and insurers",
          text: "Dated, signed test records support statutory inspections, insurance claims and internal audits.",
        },
        {
          title: "One contractor for the whole bay",
          text: "One team covers the transformer, its breakers and its panels, so faults at the boundary between them are not lost between contractors.",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Plan a field service visit",
      text: "Tell us the transformer rating, voltage class and what you have observed, and we will propose a scope and a date. For a breakdown, call the 24/7 service desk on +91 98765 43210.",
      action: { label: "Contact Now", to: "/contact" },
    },
  ],
};

export const refurbishmentPage: MarketingPage = {
  path: "/transformer/refurbishmentandoverhauling",
  title: "Refurbishment and Overhauling",
  description:
    "Transformer refurbishment and overhauling: untanking, core and coil work, re-gasketing, drying, oil renewal, bushing and OLTC overhaul, tests and warranty.",
  eyebrow: "Transformer services",
  heading: "Refurbishment and overhauling of power and distribution transformers",
  lead: "A planned overhaul restores the clamping, insulation and sealing of an ageing transformer and can extend its service by many years, at a cost well below that of a new unit. The work is done in our Vadodara workshop or at your site.",
  hero: {
    src: "/images/services/refurbishment.svg",
    alt: "The core and coil assembly of a transformer lifted out of its tank for overhaul in a workshop.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "when",
      heading: "When to Overhaul a Transformer",
      paragraphs: [
        "Age alone is not a reason to open a transformer, but a unit past 25 years in service, or one that has carried heavy loads or several through-faults, deserves a closer look. The decision is best taken on evidence collected over a few years rather than on one test.",
        "The signs we look for are a steady rise in fault gases in the DGA results, particularly ethylene, acetylene or the carbon oxides; furan levels indicating that the degree of polymerisation (DP) of the paper is falling towards 400; repeated leaks from gaskets and welds that topping up no longer manages; IR and PI values that filtration does not restore; and changes in winding resistance, SFRA or short-circuit impedance after a fault.",
        "An overhaul makes most sense while the paper still has useful strength. If the estimated DP is already near 200, the value usually taken as the end of life of paper insulation, we will tell you so and help you compare overhauling with replacement.",
      ],
    },
    {
      kind: "steps",
      id: "scope",
      heading: "What an Overhaul Includes",
      intro:
        "The exact scope follows the findings, but a full overhaul normally covers these stages.",
      steps: [
        {
          title: "Untanking",
          text: "After the oil is drained and the cover, bushings and accessories are removed, the core and coil assembly is lifted out of the tank, or a bell tank is lifted off it, in dry conditions and with its exposure to air kept short and logged.",
        },
        {
          title: "Core and coil inspection",
          text: "We check the core for hot spots, displaced laminations and a single sound earth connection, measure core-to-frame insulation, and examine the windings for tracking, carbon deposits, loose leads and displaced spacers.",
        },
        {
          title: "Re-tightening and clamping",
          text: "Paper and pressboard shrink over the years, so the winding clamping pressure is restored through the clamping structure, and loose core bolts, lead supports and cleats are tightened.",
        },
        {
          title: "Re-insulation",
          text: "Damaged lead insulation, barriers and spacers are replaced with new kraft paper and pressboard. If a winding itself is damaged, rewinding is quoted as a separate scope.",
        },
        {
          title: "Re-gasketing",
          text: "Every gasket on the cover, bushings, valves, radiators and inspection openings is renewed in nitrile rubber or cork-nitrile of the correct grade and thickness, and the tank is pressure-tested for leaks.",
        },
        {
          title: "Drying",
          text: "The active part is dried, in the workshop or on site by heat and vacuum, until the rate of water extraction and the insulation readings show the paper is dry.",
        },
        {
          title: "Oil reconditioning or replacement",
          text: "Oil that can be brought back within IS 1866 limits is filtered and degassed; oil with high acidity or sludge is replaced with new oil to IS 335. Filling is done under vacuum.",
        },
        {
          title: "Bushing and OLTC overhaul",
          text: "Bushings are cleaned and resealed, or replaced with units to IEC 60137. The on-load tap-changer is dismantled, its worn contacts and resistors renewed, and its compartment flushed and refilled as IEC 60214 and the maker's manual require.",
        },
        {
          title: "Painting",
          text: "Tank, radiators and conservator are cleaned to bare metal where corroded, primed and finished in the shade you specify, often shade 631 of IS 5, before the accessories and wiring are refitted.",
        },
      ],
    },
    {
      kind: "cards",
      id: "where",
      heading: "Workshop or On-site Overhaul",
      cards: [
        {
          title: "In our Vadodara workshop",
          text: "Suited to distribution transformers and smaller power transformers that can travel by road. At GIDC Makarpura, lifting, drying, oil handling and routine testing happen under one roof, so progress does not depend on the weather.",
        },
        {
          title: "At your site",
          text: "Preferred for large units where transport is costly or risky. We set up a covered work area, crane, oil storage tanks and vacuum drying plant beside the plinth, and schedule the untanking for dry weather, avoiding the monsoon where we can.",
        },
        {
          title: "Helping you choose",
          text: "The choice depends on weight and dimensions, the transport route, crane access, how long you can spare the transformer and whether a rental unit can carry the load meanwhile. We set out cost and duration for both options before you decide.",
        },
      ],
    },
    {
      kind: "list",
      id: "tests",
      heading: "Tests Before and After the Overhaul",
      intro:
        "The same tests are done on the way in and on the way out, so the effect of the overhaul shows in numbers.",
      items: [
        {
          title: "Oil and DGA",
          text: "BDV, moisture, acidity, IFT, dissipation factor and dissolved gases before draining, and again on the treated or new oil after filling and standing time.",
        },
        {
          title: "Insulation",
          text: "IR and PI of each winding to earth and between windings, with tan delta and capacitance of the windings and the bushings.",
        },
        {
          title: "Windings and core",
          text: "Winding resistance on every tap, turns ratio, magnetising current and vector group, plus core insulation resistance while the active part is exposed.",
        },
        {
          title: "Mechanical fingerprint",
          text: "SFRA and short-circuit impedance compared before and after, to confirm that clamping and handling have left the windings where they should be.",
        },
        {
          title: "Sealing and protection",
          text: "A tank pressure test for leaks, and functional checks of the Buchholz relay, PRV, OTI, WTI and cooler controls.",
        },
      ],
    },
    {
      kind: "prose",
      id: "warranty",
      heading: "Warranty",
      paragraphs: [
        "Each overhaul carries a written warranty on our workmanship and on the parts we supply, for 12 months from recommissioning unless the contract states a different period. The before-and-after test records are handed over with it.",
        "The price includes a follow-up DGA sample about a month after energisation, because fresh gassing is the earliest sign that any part of the work needs attention.",
      ],
    },
    {
      kind: "cta",
      heading: "Discuss an overhaul",
      text: "Send us the nameplate details, your recent oil and DGA results and the shutdown window you have, and we will suggest whether a workshop or site overhaul fits and what it will involve.",
      action: { label: "Enquiry", to: "/contact" },
    },
  ],
};

export const repairsPage: MarketingPage = {
  path: "/transformer/repaireandmaintainance",
  title: "Field Repairs and Maintenance",
  description:
    "On-site transformer breakdown repairs and Annual Maintenance Contracts (AMC): leaks, gaskets, bushings, Buchholz, breathers, radiators and cable-box faults.",
  eyebrow: "Transformer services",
  heading: "Field repairs and maintenance for transformers in service",
  lead: "When a transformer leaks, trips or raises an alarm, our crews repair it on site wherever the fault allows. An Annual Maintenance Contract keeps routine checks on schedule, so fewer of those calls are needed.",
  hero: {
    src: "/images/services/repairs-maintenance.svg",
    alt: "Technicians replacing a gasket and a bushing on a pole-mounted distribution transformer.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "breakdown",
      heading: "Breakdown Repairs on Site",
      paragraphs: [
        "A breakdown call to our service desk reaches an engineer at any hour. Before the crew leaves, we ask which protection operated, what the relay flags and annunciators show, the oil level, and what was seen or heard, so that the right spares and instruments are loaded.",
        "At site, the crew takes a permit, isolates and earths the transformer, and tests before it repairs: an IR check, a DGA sample if the Buchholz or differential relay has operated, and a careful external inspection. If the fault is internal and the unit has to be untanked, we say so at once and can arrange a rental transformer to keep supply going while the repair is planned.",
      ],
    },
    {
      kind: "cards",
      id: "repairs",
      heading: "Common Site Repairs",
      cards: [
        {
          title: "Oil leaks",
          text: "Leaks at welds, valves, drain plugs and radiator headers are traced and cleaned back to sound metal. Cracked welds are repaired only after the section is drained and made safe for hot work; when that must wait, a temporary epoxy seal holds until the next shutdown.",
        },
        {
          title: "Gasket replacement",
          text: "Perished or over-compressed gaskets on covers, bushing flanges, inspection openings and valves are replaced in the correct nitrile or cork-nitrile grade. The oil level is lowered only as far as needed, and bolts are tightened evenly to the right compression.",
        },
        {
          title: "Bushing replacement",
          text: "A bushing with cracked porcelain, a leaking seal or abnormal tan delta is replaced by one of the same voltage and current rating, creepage distance and fixing dimensions. Insulation and capacitance readings are taken before the transformer goes back into service.",
        },
        {
          title: "Breather and Buchholz faults",
          text: "Saturated silica gel, a dry oil cup or a blocked breather pipe is put right on the spot. After a Buchholz alarm, gas is collected for analysis, the relay is tested by air injection, and floats, mercury or reed switches and wiring are repaired where faulty.",
        },
        {
          title: "Radiator repairs",
          text: "A leaking or damaged radiator is isolated at its valves, removed, repaired or replaced, pressure-tested and refitted, then filled and vented. Cooling fans and their control circuit are tested while the crew is there.",
        },
        {
          title: "Cable-box faults",
          text: "Tracking, flashover or overheating in HV and LV cable boxes is repaired by re-terminating the cables, replacing damaged insulators and links, sealing the box against moisture and, on compound-filled boxes, refilling with fresh compound.",
        },
      ],
    },
    {
      kind: "list",
      id: "amc",
      heading: "Annual Maintenance Contracts (AMC)",
      intro:
        "An AMC fixes the visits, tests and breakdown response in writing for a year, for a single transformer or for every unit on a site. A typical contract includes:",
      items: [
        {
          title: "Scheduled visits",
          text: "Quarterly or half-yearly visits depending on rating and duty, with a checklist covering oil level, leaks, breathers, gauges, cooling, earthing, bushings and cable boxes.",
        },
        {
          title: "Oil tests",
          text: "BDV and moisture at each half-yearly visit, and a DGA sample with the full set of oil tests once a year, or more often if a trend calls for it.",
        },
        {
          title: "IR and PI",
          text: "Insulation resistance and polarisation index of each winding at the annual shutdown, compared with earlier years after temperature correction.",
        },
        {
          title: "Silica gel",
          text: "Silica gel renewed when about two-thirds of the charge has changed colour, and the breather oil seal topped up, with the gel supplied under the contract.",
        },
        {
          title: "Relay checks",
          text: "Functional tests of the Buchholz relay, PRV, OTI, WTI, magnetic oil level gauge and OLTC protective relay, including their alarm and trip wiring to the breaker.",
        },
        {
          title: "Emergency response time",
          text: "A breakdown response time written into the contract, with priority over non-contract calls; around Vadodara a crew can usually reach within hours, and elsewhere the agreed time reflects the distance.",
        },
        {
          title: "Annual summary",
          text: "A year-end report with trends of every reading and a list of recommended work for the next budget.",
        },
      ],
    },
    {
      kind: "facts",
      id: "capacity",
      heading: "Behind Every Repair Call",
      facts: [
        { value: "24/7", label: "breakdown line on +91 98765 43210" },
        { value: "40+", label: "engineers and technicians" },
        { value: "1,200+", label: "transformers serviced" },
        { value: "3", label: "mobile oil-filtration plants" },
      ],
    },
    {
      kind: "cta",
      heading: "Ask for an AMC proposal or report a fault",
      text: "For an AMC, send us a list of your transformers with ratings and years of manufacture, and we will propose a visit schedule and price. For a breakdown, ring +91 98765 43210 at any hour.",
      action: { label: "Enquiry", to: "/contact" },
    },
  ],
};

export const hvlvTestingPage: MarketingPage = {
  path: "/transformer/hvlvtesting",
  title: "HV and LV Electrical Testing",
  description:
    "HV and LV electrical testing of transformers, switchgear and cables: IR/PI, TTR, tan delta, SFRA, breaker timing, VLF, relay injection, earthing, power quality.",
  eyebrow: "Testing services",
  heading: "HV and LV electrical testing for transformers, switchgear and cables",
  lead: "We carry out commissioning, routine and diagnostic tests on high- and low-voltage equipment with calibrated instruments, and report each result against the applicable limit and your own earlier values.",
  hero: {
    src: "/images/services/hvlv-testing.svg",
    alt: "A high-voltage test set with its leads clamped to the bushings of a power transformer.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "list",
      id: "transformer-tests",
      heading: "Transformer Tests",
      items: [
        {
          title: "Insulation resistance and PI",
          text: "Measured with a 5 kV insulation tester between windings and from each winding to earth. PI is the 10-minute reading divided by the 1-minute reading; below 1.0 it is a warning to investigate before energising.",
        },
        {
          title: "Winding resistance",
          text: "DC resistance of each phase on every tap, corrected to a reference temperature. Phases normally agree within about 2 per cent; a wider spread points to loose joints, broken strands or poor tap contacts.",
        },
        {
          title: "Turns ratio (TTR)",
          text: "Ratio on all taps, checked against the nameplate within the ±0.5 per cent tolerance of IEC 60076-1 on the principal tapping, to reveal shorted turns and tap-changer faults.",
        },
        {
          title: "Magnetising current",
          text: "Single-phase excitation current at low voltage. On a three-limb core the two outer phases read alike and the centre phase lower; a different pattern suggests a core or winding fault.",
        },
        {
          title: "Vector group",
          text: "Confirmed before transformers are paralleled and after any internal work on the connections.",
        },
        {
          title: "Tan delta and capacitance",
          text: "Dissipation factor and capacitance of winding insulation and of condenser bushings, to track moisture and ageing.",
        },
        {
          title: "SFRA",
          text: "Sweep frequency response analysis to IEC 60076-18, compared with an earlier trace or a sister unit to find winding movement after a fault or transport.",
        },
        {
          title: "Short-circuit impedance",
          text: "Measured per phase at power frequency; a change of more than about 2 to 3 per cent from the nameplate value suggests winding deformation.",
        },
        {
          title: "Partial discharge",
          text: "Measured in pC to IEC 60270 during testing, or by acoustic and UHF methods on a unit in service, to locate discharge sources.",
        },
      ],
    },
    {
      kind: "list",
      id: "switchgear-cable-tests",
      heading: "Switchgear and Cable Tests",
      items: [
        {
          title: "Breaker timing",
          text: "Closing and opening times, pole discrepancy and contact travel of HV circuit breakers, compared with the maker's values and IS 13118 / IEC 62271-100.",
        },
        {
          title: "Contact resistance",
          text: "Main-circuit resistance of breakers, isolators and busbar joints, measured in micro-ohms at a DC current of 100 A or more.",
        },
        {
          title: "VLF and HV withstand on cables",
          text: "Very-low-frequency (0.1 Hz) or HV withstand tests on new and repaired MV cables, with voltage and duration from IEEE 400.2 or the owner's specification, plus VLF tan delta as a condition check.",
        },
        {
          title: "Relay secondary injection",
          text: "Protection relays tested by injecting secondary current and voltage: pick-up, IDMT timing, differential and restricted earth fault characteristics, and the trip through to the breaker.",
        },
        {
          title: "Earth resistance",
          text: "Substation and equipment earth electrodes measured by the fall-of-potential method and compared with the design value and IS 3043 practice.",
        },
      ],
    },
    {
      kind: "list",
      id: "lv-tests",
      heading: "LV Side Testing",
      items: [
        {
          title: "Panel insulation resistance",
          text: "IR of busbars, feeders and outgoing cables in PCCs and MCCs at 500 V or 1000 V, after a thermography scan under load has picked out loose terminations.",
        },
        {
          title: "Earthing",
          text: "Continuity of protective conductors, earth-pit resistance, and the neutral earthing of the transformer LV side, which decides whether earth-fault protection operates correctly.",
        },
        {
          title: "Power quality",
          text: "Voltage, current, harmonics, unbalance and power factor logged for a week or more with a class A analyser to IEC 61000-4-30, and harmonic levels compared with IEEE 519.",
        },
      ],
    },
    {
      kind: "cards",
      id: "instruments",
      heading: "Our Test Instruments",
      cards: [
        {
          title: "Insulation and windings",
          text: "Digital insulation testers of 5 kV and 10 kV, winding resistance meters with enough test current to saturate large cores quickly, and three-phase automatic turns-ratio testers that also confirm the vector group.",
        },
        {
          title: "Dielectric diagnostics",
          text: "A tan delta and capacitance test set for measurements at up to 10 kV, an SFRA analyser and a partial discharge detector, each operated by engineers trained to interpret what they show.",
        },
        {
          title: "Switchgear and cables",
          text: "Circuit breaker analysers, 100 A and 200 A micro-ohmmeters, a VLF test set and a three-phase secondary injection kit for both numerical and electromechanical relays.",
        },
        {
          title: "Calibration",
          text: "Every instrument is calibrated at a NABL-accredited laboratory on a fixed cycle, and the certificate number appears on each test sheet so that a reading can be traced to its instrument.",
        },
      ],
    },
    {
      kind: "prose",
      id: "reports",
      heading: "Test Reports and How They Are Used",
      paragraphs: [
        "Every test sheet records the instrument, ambient and oil or winding temperature and the test connection, because a reading taken without those conditions cannot be compared next year. The report sets each value against the limit in the standard, the factory figure and the previous result, and marks it acceptable, to be watched, or needing action.",
        "Owners use these reports to decide whether a unit may be energised, to plan outage work, to support insurance claims and statutory inspections, and as the baseline against which future tests are judged.",
      ],
    },
    {
      kind: "cta",
      heading: "Book a test programme",
      text: "Tell us the equipment, its voltage class and whether you need commissioning, routine or diagnostic tests, and we will plan the instruments, crew and shutdown time with you.",
      action: { label: "Request Testing", to: "/contact" },
    },
  ],
};

export const rentalPage: MarketingPage = {
  path: "/transformer/rental",
  title: "Transformer Rental",
  description:
    "Transformer rental from 100 kVA to 2.5 MVA at 11 kV and 22 kV / 433 V, plus mobile substations up to 5 MVA, delivered, installed and backed by 24/7 support.",
  eyebrow: "Transformer rental",
  heading: "Transformer rental with delivery, installation and 24/7 technical support",
  lead: "When a transformer fails, goes away for overhaul, or a new load arrives before the permanent supply, a tested rental unit keeps the plant running. We deliver it, connect it and stay on call for as long as it is in service.",
  hero: {
    src: "/images/transformer/rental.svg",
    alt: "A rental distribution transformer on a trailer being delivered to an industrial site.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "fleet",
      heading: "Our Rental Fleet",
      paragraphs: [
        "The fleet consists of oil-filled distribution transformers from 100 kVA to 2.5 MVA, wound for 11 kV or 22 kV on the primary and 433 V on the secondary, and mobile substations of up to 5 MVA that carry the transformer, HV switchgear and LV distribution on a single trailer or skid.",
        "Between hires, each unit comes back to our Vadodara workshop to be inspected, filtered and tested, and its test sheet travels with it to the next site.",
      ],
    },
    {
      kind: "list",
      id: "key-features",
      heading: "Key Features",
      items: [
        {
          title: "Tested before dispatch",
          text: "IR, PI, turns ratio, winding resistance and oil BDV are measured before every hire.",
        },
        {
          title: "Common voltages",
          text: "11 kV and 22 kV / 433 V units with off-circuit tappings to match the incoming supply.",
        },
        {
          title: "Fitted and ready",
          text: "Breather, oil level gauge and temperature indicators on every unit, with Buchholz and winding temperature protection on the larger ratings.",
        },
        {
          title: "Mobile substations",
          text: "Up to 5 MVA, with a built-in HV breaker and LV panel for sites that have no spare switchgear.",
        },
        {
          title: "One agreement",
          text: "Delivery, installation, testing, support and removal are covered by a single rental contract.",
        },
      ],
    },
    {
      kind: "list",
      id: "typical-uses",
      heading: "Typical Uses",
      items: [
        {
          title: "Breakdown replacement",
          text: "A rental unit restores supply while the failed transformer is investigated and repaired.",
        },
        {
          title: "Planned overhaul cover",
          text: "Production continues while your own transformer is away for refurbishment.",
        },
        {
          title: "Project construction power",
          text: "Temporary supply for construction sites and new plants until the permanent substation is commissioned.",
        },
        {
          title: "Seasonal loads",
          text: "Extra capacity for crushing seasons, summer cooling loads or peak production campaigns.",
        },
        {
          title: "Testing of new plant",
          text: "Supply for load trials and commissioning of new machines, drives and production lines.",
        },
      ],
    },
    {
      kind: "steps",
      id: "delivery",
      heading: "Delivery and Installation",
      steps: [
        {
          title: "Matching the unit",
          text: "We confirm rating, voltage, vector group, impedance and cable sizes, which matters most when the rental unit must run in parallel with an existing transformer.",
        },
        {
          title: "Transport",
          text: "The unit leaves Vadodara on a trailer, and a crane is arranged for unloading at site.",
        },
        {
          title: "Installation",
          text: "Our crew places it on a plinth or skid, terminates the HV and LV cables, connects the earthing and checks the protection settings.",
        },
        {
          title: "Energisation and handover",
          text: "Insulation and ratio checks are repeated on site, the unit is energised under your permit, and a handover note records the readings and the contacts for support.",
        },
        {
          title: "Removal",
          text: "At the end of the hire we disconnect, test and take the unit away, leaving the plinth and cable ends safe.",
        },
      ],
    },
    {
      kind: "list",
      id: "terms",
      heading: "Rental Terms",
      intro: "The terms for each hire are confirmed in the quotation. The main points are these.",
      items: [
        {
          title: "Minimum period",
          text: "One month for most units, charged monthly after that; shorter emergency hires can be agreed.",
        },
        {
          title: "Security deposit",
          text: "A refundable deposit, stated in the quotation, returned once the unit is back and has passed inspection.",
        },
        {
          title: "Insurance",
          text: "We insure the unit in transit; from delivery to collection the hirer insures it at site against fire, theft and damage, or asks us to arrange cover at cost.",
        },
        {
          title: "Loading and protection",
          text: "The unit must run within its nameplate rating behind a correctly set breaker, and our crew helps set that protection at installation.",
        },
        {
          title: "Charges",
          text: "Transport, installation and removal are quoted separately from the monthly rent, and GST is charged extra.",
        },
      ],
    },
    {
      kind: "prose",
      id: "support",
      heading: "24/7 Technical Support",
      paragraphs: [
        "Technical support for a rental transformer is available 24 hours a day, 7 days a week, for the whole hire period. For alarms, trips or unusual readings, call the service desk on +91 98765 43210: an engineer will advise by phone and, if needed, send a crew or a replacement unit.",
        "For new hires, quotations and extensions, call sales and rental on +91 91234 56789 or write to enquiry@vidyutpower.example.",
      ],
    },
    {
      kind: "cta",
      heading: "Check availability",
      text: "Tell us the rating, voltage, location and hire period you need, and we will confirm which unit is free and when it can be delivered.",
      action: { label: "Request a Rental Quote", to: "/contact" },
    },
  ],
};

export const transformerServicePages: MarketingPage[] = [
  {
    path: "/transformer/transformer1",
    title: "Condition Assessment",
    description:
      "Transformer condition assessment: oil, DGA, furan and electrical tests, thermography and service history combined into a health index with ranked actions.",
    eyebrow: "Transformer service 1",
    heading: "Transformer condition assessment and health index",
    lead: "A condition assessment shows how much life a transformer has left, what is wearing it out, and where to spend first. It is the basis for maintenance budgets, overhaul decisions and replacement planning.",
    hero: {
      src: "/images/transformer/condition-assessment.svg",
      alt: "An engineer recording readings from a power transformer beside a health index chart.",
      width: 640,
      height: 400,
    },
    blocks: [
      {
        kind: "prose",
        id: "questions",
        heading: "What the Assessment Answers",
        paragraphs: [
          "Plant engineers usually ask three questions: can this transformer carry its load safely until the next shutdown, is anything developing inside it, and how long before it should be overhauled or replaced? An assessment answers them with measured evidence instead of age or a single oil result.",
          "The paper insulation is what limits a transformer's life. Oil can be filtered or changed, but aged paper cannot be restored, so the assessment pays close attention to the signs of paper condition, namely furans, carbon oxides and moisture, alongside the faults that oil and electrical tests reveal.",
        ],
      },
      {
        kind: "steps",
        id: "method",
        heading: "How We Carry It Out",
        steps: [
          {
            title: "Records review",
            text: "Nameplate, factory test report, maintenance history, past oil results, loading and any through-faults or protection operations are gathered first, because trends say more than single values.",
          },
          {
            title: "Site inspection",
            text: "A walk-round of the unit and its accessories for leaks, corrosion, breather condition, gauge readings, cooling, bushings, earthing and cable boxes, with photographs.",
          },
          {
            title: "Thermography on load",
            text: "An infrared survey of tank, radiators, bushing terminals and tap-changer while the unit is loaded, to find hot joints and blocked cooling.",
          },
          {
            title: "Oil sampling",
            text: "Samples from the main tank and the OLTC for DGA, the standard oil tests and furan analysis.",
          },
          {
            title: "Electrical tests in a shutdown",
            text: "IR and PI, winding resistance, ratio, tan delta and capacitance, and SFRA where a fingerprint is needed or a fault is suspected.",
          },
          {
            title: "Scoring",
            text: "Each parameter is scored and weighted by its significance, and the scores are combined into one health index for the transformer.",
          },
        ],
      },
      {
        kind: "cards",
        id: "bands",
        heading: "Health Index Bands",
        intro:
          "We place each transformer in one of four bands, each with a clear course of action.",
        cards: [
          {
            title: "Good",
            text: "All indicators are within normal limits and the trends are stable. Routine maintenance continues as planned, with oil and DGA sampled at the usual interval, typically once a year for a power transformer.",
          },
          {
            title: "Fair",
            text: "Some indicators are drifting, for example moisture rising, acidity nearing its limit or one gas increasing slowly. Corrective work such as filtration, re-gasketing or breather repair is scheduled for the next shutdown, and sampling becomes more frequent.",
          },
          {
            title: "Poor",
            text: "Several indicators are outside limits, or a fault gas is climbing steadily. The unit may stay in service with closer monitoring and reduced load while an overhaul, drying or component replacement is prepared.",
          },
          {
            title: "Critical",
            text: "There is evidence of an active fault, such as acetylene rising between samples, or the insulation is close to the end of its life. We advise urgent action: removal from service, internal inspection, and a rental unit if supply must continue.",
          },
        ],
      },
      {
        kind: "list",
        id: "report",
        heading: "What the Report Contains",
        items: [
          {
            text: "A summary for management with the health index, the main risks and the estimated cost of the recommended work.",
          },
          {
            text: "Complete test results, each set against limits from IS 1866 / IEC 60422, IEC 60599 and the manufacturer's data.",
          },
          {
            text: "Trend charts of the key gases, oil moisture and insulation resistance over the years for which data exists.",
          },
          { text: "Recommended actions, each with a priority and a suggested time frame." },
          { text: "The interval we recommend before the next assessment." },
        ],
      },
      {
        kind: "prose",
        id: "fleet",
        heading: "Assessing a Whole Fleet",
        paragraphs: [
          "For sites with many transformers, we weigh each unit's health index against its importance to production. Money then goes first to the units that are both in poor condition and critical to the process, and repeating the assessment every few years shows whether the maintenance programme is working.",
        ],
      },
      {
        kind: "cta",
        heading: "Request a condition assessment",
        text: "Share a list of your transformers and any past test results, and we will propose the scope, sampling and shutdown time an assessment needs.",
        action: { label: "Request an Assessment", to: "/contact" },
      },
    ],
  },
  {
    path: "/transformer/transformer2",
    title: "Oil Testing and DGA",
    description:
      "Transformer oil testing and DGA: BDV, Karl Fischer moisture, acidity, IFT, dissipation factor and furans, with gases interpreted to IEC 60599 and IEEE C57.104.",
    eyebrow: "Transformer service 2",
    heading: "Transformer oil testing and dissolved gas analysis",
    lead: "Insulating oil carries evidence of nearly everything that happens inside a transformer. Regular tests show whether it still insulates and cools as it should, and DGA detects developing faults long before the protection operates.",
    hero: {
      src: "/images/transformer/oil-testing-dga.svg",
      alt: "Oil sample bottles and a glass syringe next to a gas chromatograph in a laboratory.",
      width: 640,
      height: 400,
    },
    blocks: [
      {
        kind: "prose",
        id: "why",
        heading: "Why Test the Oil",
        paragraphs: [
          "Oil in service absorbs moisture, oxidises to acids and sludge, and dissolves the gases released by electrical and thermal stress. Its condition governs dielectric strength, heat transfer and the rate at which the paper ages.",
          "We assess oil in service against IS 1866 / IEC 60422, and check new oil against IS 335 before it goes into a transformer.",
        ],
      },
      {
        kind: "list",
        id: "oil-tests",
        heading: "Oil Tests We Carry Out",
        items: [
          {
            title: "Breakdown voltage (BDV)",
            text: "Measured in kV across a 2.5 mm electrode gap. Low values point to moisture and particles; the acceptable value depends on the equipment's voltage class.",
          },
          {
            title: "Water content",
            text: "Measured in ppm by Karl Fischer titration and read together with the oil temperature at sampling, since water moves between oil and paper as the temperature changes.",
          },
          {
            title: "Acidity",
            text: "The neutralisation value in mg KOH/g, the main measure of oxidation. Rising acidity attacks the paper and leads to sludge.",
          },
          {
            title: "Interfacial tension (IFT)",
            text: "Falls as polar ageing products build up, often giving early warning of sludge formation.",
          },
          {
            title: "Dissipation factor and resistivity",
            text: "Tan delta and specific resistance of the oil, measured at 90 °C, both sensitive to contamination and ageing products.",
          },
          {
            title: "Furan analysis",
            text: "2-furfuraldehyde and related compounds measured by HPLC, used to estimate the degree of polymerisation of the paper.",
          },
        ],
      },
      {
        kind: "prose",
        id: "dga",
        heading: "Dissolved Gas Analysis",
        paragraphs: [
          "Faults break oil and paper down into characteristic gases: hydrogen (H2), methane (CH4), ethane (C2H6), ethylene (C2H4), acetylene (C2H2), carbon monoxide (CO) and carbon dioxide (CO2). These are extracted from the sample and measured in ppm by gas chromatography.",
          "Partial discharges produce mainly hydrogen; thermal faults produce methane and ethane and, at higher temperatures, ethylene; arcing produces acetylene. The carbon oxides show whether paper is involved, and a CO2/CO ratio below about 3 is one sign that it is.",
          "We interpret results to IEC 60599 and IEEE C57.104, using the Duval triangle and Rogers ratios to classify the fault, and concentrations with their rates of increase to judge its severity. The change between samples usually matters more than any one result.",
        ],
      },
      {
        kind: "steps",
        id: "sampling",
        heading: "Sampling Done Right",
        intro:
          "A careless sample gives a misleading result, so our technicians follow the same routine every time.",
        steps: [
          {
            title: "Clean containers",
            text: "Gas-tight glass syringes for DGA and clean, dry bottles for the other tests, so that gas is not lost and the oil is not contaminated.",
          },
          {
            title: "Flushing the valve",
            text: "The stagnant oil standing in the sampling valve is run off before the sample is drawn.",
          },
          {
            title: "Recording conditions",
            text: "Each sample is labelled with the unit, sampling point, oil temperature, load and date.",
          },
          {
            title: "Transport",
            text: "Samples are kept away from light and heat and reach the laboratory within a few days.",
          },
        ],
      },
      {
        kind: "list",
        id: "frequency",
        heading: "How Often to Sample",
        intro:
          "These are typical intervals; the right one for your unit depends on its size, duty and history.",
        items: [
          {
            text: "Power transformers: DGA and the main oil tests at least once a year, more often after a fault or while a gas is rising.",
          },
          {
            text: "Distribution transformers: oil tests every one to two years, with DGA where the unit is critical to production.",
          },
          {
            text: "After a Buchholz alarm, a through-fault or a differential trip: DGA before the unit is re-energised.",
          },
          {
            text: "New or repaired units: DGA before energisation and again after about a day, a week and a month in service, to set a baseline.",
          },
          {
            text: "Units with an active trend: monthly or quarterly, as agreed with our engineer.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Arrange sampling or send us a sample",
        text: "We can draw samples during a site visit or send sampling kits with instructions, and our report comes with interpretation and recommended actions, not just numbers.",
        action: { label: "Arrange Oil Testing", to: "/contact" },
      },
    ],
  },
  {
    path: "/transformer/transformer3",
    title: "On-site Drying and Dehydration",
    description:
      "On-site transformer drying by hot-oil circulation, vacuum drying, low-frequency heating and nitrogen purging, with mobile 6000 LPH two-stage filter plants.",
    eyebrow: "Transformer service 3",
    heading: "On-site drying and dehydration of transformer insulation",
    lead: "Moisture is the main enemy of transformer insulation. We remove it from the oil and the paper at site, without untanking, using mobile high-vacuum plant and controlled heating.",
    hero: {
      src: "/images/transformer/on-site-drying.svg",
      alt: "A trailer-mounted oil filtration and vacuum plant connected by hoses to a transformer on site.",
      width: 640,
      height: 400,
    },
    blocks: [
      {
        kind: "prose",
        id: "moisture",
        heading: "Why Moisture Matters",
        paragraphs: [
          "Water in the paper lowers its dielectric strength, speeds up its ageing and, at high winding temperatures, can release bubbles. Most of the water in a transformer sits in the paper rather than the oil, so treating the oil alone brings only a short-lived improvement.",
          "Drying the insulation becomes necessary when paper moisture, estimated from the oil moisture at a known temperature or from dielectric response measurements, rises above about 2 to 3 per cent, or after the active part has been open to air during a repair.",
        ],
      },
      {
        kind: "cards",
        id: "methods",
        heading: "Drying Methods",
        intro:
          "We choose the method to suit how wet the insulation is, the tank design and the outage available.",
        cards: [
          {
            title: "Hot-oil circulation",
            text: "Oil is heated to around 60 °C in the filter machine, circulated through the transformer, and dried and degassed under vacuum on each pass. Moisture migrates from the warm paper into the oil and is removed; the method is gentle and suits mildly wet insulation.",
          },
          {
            title: "Vacuum drying with heat",
            text: "With the oil drained, the tank is held under vacuum while the active part is heated, often in alternating cycles. Water boils at a low temperature under vacuum, so it leaves the paper without overheating it. This is only for tanks rated for full vacuum, which we confirm first.",
          },
          {
            title: "Low-frequency heating (LFH)",
            text: "A low-frequency current is passed through the windings with the other side short-circuited, heating the paper from within while the tank is under vacuum. Winding temperature is monitored through its resistance, giving fast, even and controlled drying.",
          },
          {
            title: "Nitrogen purging",
            text: "Dry nitrogen is passed through or filled into the drained tank to carry moisture away and to keep humid air off the active part during and after the work. The dew point of the gas leaving the tank shows how dry the insulation has become.",
          },
        ],
      },
      {
        kind: "prose",
        id: "equipment",
        heading: "Our Drying Equipment",
        paragraphs: [
          "Each of our three mobile filter plants is a two-stage, high-vacuum machine with a throughput of up to 6000 LPH, fitted with heaters, a degassing chamber and vacuum pumping. Being on trailers, they can be set up beside the plinth within hours of arrival, and their vacuum, temperature and moisture readings are logged throughout the job.",
        ],
      },
      {
        kind: "steps",
        id: "process",
        heading: "How a Drying Job Runs",
        steps: [
          {
            title: "Assessment",
            text: "Oil moisture, BDV, IR, PI and tan delta are measured to estimate how wet the insulation is and to select the method.",
          },
          {
            title: "Preparation",
            text: "We check the vacuum rating of the tank and radiators, isolate parts that cannot take vacuum, and arrange the power supply for the plant.",
          },
          {
            title: "Drying",
            text: "Heating with vacuum or circulation runs round the clock, with temperature, vacuum and water extracted logged at fixed intervals.",
          },
          {
            title: "End point",
            text: "Drying stops when the water extraction rate has fallen to a low, steady value and the IR and PI readings have levelled off.",
          },
          {
            title: "Filling and testing",
            text: "The transformer is filled with dry, degassed oil under vacuum, allowed to stand for the recommended time, and tested before energisation.",
          },
        ],
      },
      {
        kind: "list",
        id: "expect",
        heading: "What to Expect",
        items: [
          {
            title: "Duration",
            text: "From a few days for a distribution transformer to two or three weeks for a large power transformer with wet insulation.",
          },
          {
            title: "Oil quality after treatment",
            text: "Treated oil typically reaches moisture below 10 ppm and BDV above 60 kV; the acceptance values are agreed with you beforehand.",
          },
          {
            title: "Records",
            text: "A drying log with graphs of temperature, vacuum, insulation resistance and water removed, handed over with the final test results.",
          },
          {
            title: "Outage",
            text: "Vacuum drying and LFH need the unit out of service; hot-oil circulation needs a shorter outage and can sometimes be done in stages.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Plan a drying job",
        text: "Send recent oil moisture and IR/PI results with the transformer details, and we will suggest a drying method and estimate the outage it needs.",
        action: { label: "Discuss Drying", to: "/contact" },
      },
    ],
  },
  {
    path: "/transformer/transformer4",
    title: "Bushing and Tap-Changer Service",
    description:
      "Bushing and tap-changer service: capacitance and tan delta tests, bushing replacement to IEC 60137, OLTC overhaul to IEC 60214 and dynamic resistance tests.",
    eyebrow: "Transformer service 4",
    heading: "Bushing and tap-changer service",
    lead: "Bushings and tap-changers account for a large share of transformer failures. We test them, repair them and replace what cannot be repaired, usually without untanking the transformer.",
    hero: {
      src: "/images/transformer/bushing-tap-changer.svg",
      alt: "A condenser bushing and an on-load tap-changer diverter switch shown side by side.",
      width: 640,
      height: 400,
    },
    blocks: [
      {
        kind: "prose",
        id: "bushings",
        heading: "Bushings",
        paragraphs: [
          "Condenser bushings of the oil-impregnated paper (OIP) and resin-impregnated paper (RIP) types deteriorate through moisture ingress, seal failure and internal partial discharge. A bushing failure can set the transformer on fire, so we track their condition by measuring capacitance and tan delta at the test tap and comparing C1 and C2 with the nameplate.",
          "An increase in C1 of more than about 5 per cent over the nameplate value suggests that capacitive layers have broken down, and a rising tan delta indicates moisture or ageing; either is a reason to plan a replacement. Thermography finds hot terminal connections, and the oil level gauge and porcelain are inspected at the same visit.",
        ],
      },
      {
        kind: "list",
        id: "bushing-services",
        heading: "Bushing Services",
        items: [
          {
            title: "Testing",
            text: "C1 and C2 capacitance and tan delta, insulation resistance of the test tap, and a thermography scan under load.",
          },
          {
            title: "Refurbishment",
            text: "Cleaning of the porcelain, new gaskets and terminal studs, oil top-up on OIP bushings and repair of test tap covers.",
          },
          {
            title: "Replacement",
            text: "A matching bushing to IEC 60137 selected by voltage, current, creepage and fixing dimensions, fitted with controlled lowering of the oil level, and tested after installation.",
          },
          {
            title: "Distribution transformer bushings",
            text: "Porcelain HV and LV bushings, plug-in bushings and their cable-box connections on units up to 33 kV.",
          },
        ],
      },
      {
        kind: "prose",
        id: "oltc",
        heading: "On-Load Tap-Changers",
        paragraphs: [
          "An OLTC breaks load current at every tap change, so its contacts wear and its oil carbonises in normal service. Maintenance falls due after the number of operations or years the manufacturer specifies, whichever comes first, and must preserve the performance IEC 60214 requires.",
          "Dynamic resistance measurement (DRM) records the winding current during a tap change and reveals open circuits, contact bounce and faulty transition resistors without dismantling anything. Together with winding resistance on every tap and DGA of the diverter oil, it tells us how urgently an overhaul is needed.",
          "The diverter compartment has its own oil, separate from the main tank, which darkens with carbon and loses dielectric strength as the tap-changer works. We test and renew it at each service, and check the OLTC conservator, its breather and the oil surge relay that protects the compartment.",
        ],
      },
      {
        kind: "steps",
        id: "oltc-overhaul",
        heading: "OLTC Overhaul",
        intro:
          "Because the main tank stays closed, most diverter overhauls fit within a short planned outage.",
        steps: [
          {
            title: "Diverter removal",
            text: "The compartment is drained, the diverter insert lifted out and carbon deposits cleaned from the compartment.",
          },
          {
            title: "Inspection and measurement",
            text: "Contacts are measured against the maker's wear limits, transition resistors checked and insulating parts inspected for tracking.",
          },
          {
            title: "Renewal of parts",
            text: "Worn contacts, resistors, springs and gaskets are replaced with original or equivalent parts.",
          },
          {
            title: "Drive mechanism",
            text: "Motor drive, limit switches, step-by-step control, tap position indication and the RTCC panel with its voltage regulating relay are tested and repaired.",
          },
          {
            title: "Refill and test",
            text: "Fresh oil, then DRM and winding resistance on every tap, and operation through the full range locally and remotely.",
          },
        ],
      },
      {
        kind: "prose",
        id: "octc",
        heading: "Off-Circuit Tap Switches",
        paragraphs: [
          "Off-circuit tap switches on distribution transformers need attention too. Contacts that stay on one position for years can build up oxide films, so during a shutdown we operate the switch through its range several times and measure winding resistance on each position to confirm good contact.",
          "We also check the locking device and the position indication, since a switch left between positions can fail as soon as the transformer is energised.",
        ],
      },
      {
        kind: "cta",
        heading: "Book a bushing or OLTC check",
        text: "Send the OLTC make and type, the operation counter reading and the bushing nameplate data, and we will advise on the tests, spares and shutdown needed.",
        action: { label: "Book a Check", to: "/contact" },
      },
    ],
  },
  {
    path: "/transformer/transformer5",
    title: "Testing and Commissioning",
    description:
      "Testing and commissioning of new and relocated transformers to IS 10028: receipt checks, erection, vacuum oil filling, tests and first energisation.",
    eyebrow: "Transformer service 5",
    heading: "Testing and commissioning of transformers",
    lead: "A transformer erected and commissioned correctly begins its life with dry insulation, working protection and a full set of baseline readings. We take it from arrival at site to first energisation.",
    hero: {
      src: "/images/transformer/commissioning.svg",
      alt: "A new power transformer on its plinth with commissioning engineers and test leads connected.",
      width: 640,
      height: 400,
    },
    blocks: [
      {
        kind: "prose",
        id: "overview",
        heading: "From Delivery to Energisation",
        paragraphs: [
          "Commissioning covers everything between the transformer leaving the factory and carrying load: checks on arrival, erection of accessories, oil filling, tests, protection checks and a controlled first energisation.",
          "We follow IS 10028 and the manufacturer's instructions, and work alongside the manufacturer's engineer where the warranty calls for it.",
          "Relocated transformers go through the same sequence, with extra attention to transport damage and to moisture the insulation may have picked up while the unit stood idle.",
        ],
      },
      {
        kind: "steps",
        id: "sequence",
        heading: "Commissioning Sequence",
        steps: [
          {
            title: "Receipt inspection",
            text: "We read the impact recorder, check the nitrogen or dry-air pressure on units shipped without oil, measure core insulation, and inspect parts for transit damage.",
          },
          {
            title: "Erection",
            text: "Bushings, conservator, radiators or coolers, breather and protective devices are fitted, with new gaskets where required and the time the tank is open kept short.",
          },
          {
            title: "Vacuum oil filling",
            text: "The tank is evacuated and filled with oil treated to the specified BDV and moisture, then left to stand before testing.",
          },
          {
            title: "Pre-commissioning tests",
            text: "The full set of electrical and oil tests listed below is carried out and recorded as the unit's baseline.",
          },
          {
            title: "Protection and wiring checks",
            text: "Trip and alarm circuits from the Buchholz relay, PRV, OTI, WTI, oil level gauge, OLTC protection and differential relay are proved through to the breaker.",
          },
          {
            title: "First energisation",
            text: "The transformer is switched in on no load and held there for the period agreed with the manufacturer, often around 24 hours, while noise, temperature and relays are watched, before load is applied in steps. The harmonic restraint of the differential relay is confirmed beforehand so that magnetising inrush does not cause a trip.",
          },
        ],
      },
      {
        kind: "list",
        id: "tests",
        heading: "Pre-Commissioning Tests",
        items: [
          { text: "IR and PI of the windings, and insulation resistance of the core and frame." },
          { text: "Winding resistance on all tap positions." },
          { text: "Turns ratio on all taps and vector group verification." },
          { text: "Magnetising current and magnetic balance." },
          { text: "Tan delta and capacitance of the windings and condenser bushings." },
          { text: "SFRA fingerprint and short-circuit impedance." },
          { text: "Oil BDV, moisture and DGA before energisation." },
          { text: "OTI and WTI calibration and the operation of cooling fans and pumps." },
          { text: "Buchholz relay air injection and PRV trip tests." },
          {
            text: "Operation of the OLTC or off-circuit switch through its full range, with position indication checked.",
          },
          {
            text: "Earthing of the tank, neutral and core earth link, and continuity of the earth connections.",
          },
        ],
      },
      {
        kind: "cards",
        id: "deliverables",
        heading: "What You Receive",
        cards: [
          {
            title: "Commissioning report",
            text: "All results with their limits and the factory values for comparison, signed by our engineer and your representative, in a form ready for the electrical inspector and the insurer.",
          },
          {
            title: "Baseline for the future",
            text: "SFRA, tan delta and DGA readings that later tests will be compared with. Without a baseline taken at commissioning, many faults are much harder to prove years later.",
          },
          {
            title: "Protection record",
            text: "Relay settings as tested, wiring checks and trip tests, documented for the inspection or self-certification that the CEA (Measures relating to Safety and Electric Supply) Regulations, 2023 require before a new installation is energised.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Plan commissioning with us",
        text: "Tell us the delivery date, rating and site, and we will schedule the crew, filtration plant and test sets to meet it.",
        action: { label: "Schedule Commissioning", to: "/contact" },
      },
    ],
  },
];
