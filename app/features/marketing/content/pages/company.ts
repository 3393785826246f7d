import type { MarketingPage } from "~/ui/content-types";

export const safetyPage: MarketingPage = {
  path: "/company/safety",
  title: "Safety and Solutions",
  description:
    "Safer substations: equipment upgrades, preventive maintenance, safety audits, arc-flash studies and risk management for transformers and switchgear.",
  eyebrow: "Company",
  heading: "Safety and Solutions for Transformer Installations",
  lead: "A transformer that is well protected and well maintained is also a safer one to work near. We help plants remove hazards from their substations and keep them out.",
  hero: {
    src: "/images/company/safety.svg",
    alt: "A technician in a helmet applying a padlock and tag to an isolator handle beside a transformer.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "equipment-upgrades",
      heading: "Equipment Upgrades",
      paragraphs: [
        "Many transformers in Indian plants were installed twenty or thirty years ago with protection that was adequate then and is thin today. A dial thermometer without alarm contacts, a Buchholz relay that has never been trip-tested, or a bulk-oil breaker on the HV side leaves the operator with little warning and the maintenance crew with more risk than necessary.",
        "We survey the installation and propose upgrades in order of benefit: digital OTI and WTI with alarm and trip contacts and 4-20 mA outputs to the control room, new Buchholz relays, pressure relief devices and magnetic oil level gauges, maintenance-free breathers, vacuum circuit breakers in place of old oil breakers, and numerical relays with coordinated settings. Where the rating and layout call for it, we also advise on oil soak pits, fire barriers and fire protection systems.",
      ],
    },
    {
      kind: "list",
      id: "preventive-maintenance",
      heading: "Preventive Maintenance",
      intro:
        "Our maintenance schedules follow IS 10028 and are adjusted to the loading, age and condition of each unit.",
      items: [
        {
          title: "Monthly",
          text: "Oil level in the conservator and bushings, silica gel condition, leaks, OTI and WTI readings against load, and the state of the cable boxes.",
        },
        {
          title: "Quarterly",
          text: "Thermography of bushings, connections and cable terminations under load, and a check of the cooling fans, pumps and their controls.",
        },
        {
          title: "Yearly",
          text: "Oil BDV, moisture, acidity and DGA; insulation resistance and PI; Buchholz, PRV and temperature trip checks wired through to the breaker; and earth resistance of the neutral and body earths.",
        },
        {
          title: "Every few years, or after a fault",
          text: "Tan delta and capacitance, winding resistance, turns ratio, SFRA and OLTC dynamic resistance, compared with the commissioning records.",
        },
      ],
    },
    {
      kind: "list",
      id: "safety-audits",
      heading: "Safety Audits and Assessments",
      intro:
        "An electrical safety audit gives management a clear, ranked list of what needs attention in its substations.",
      items: [
        {
          title: "Clearances and enclosures",
          text: "Working and safety clearances, fencing, locks, danger notices and access to live parts, checked against the CEA Safety Regulations, 2023.",
        },
        {
          title: "Earthing and protection",
          text: "Earth pit resistance, earthing conductor sizes and joints, relay settings and discrimination, and whether trips actually reach the breaker.",
        },
        {
          title: "Arc-flash assessment",
          text: "Incident energy calculated at each switchboard using the IEEE 1584 method, with labels for the arc-flash boundary and the PPE category required.",
        },
        {
          title: "Fire and emergency readiness",
          text: "Soak pits, oil drainage, fire extinguishers of the right type, insulating mats, displayed single-line diagrams and first-aid arrangements.",
        },
        {
          title: "The audit report",
          text: "Findings with photographs, each graded by risk, with a recommended action and a practical order in which to carry them out.",
        },
      ],
    },
    {
      kind: "prose",
      id: "risk-management",
      heading: "Risk Management",
      paragraphs: [
        "Not every transformer deserves the same attention. We rank your units by the consequence of a failure, such as lost production, safety exposure and replacement lead time, and by their condition, judged from oil results, electrical tests and service history. The ranking shows where to spend the maintenance budget first.",
        "For the critical units we then agree a contingency plan: which spares to hold, how quickly a rental transformer or mobile substation can be connected, what the cabling and protection changes would be, and who does what when an alarm comes in at night. A plan written in advance turns a breakdown into a controlled changeover.",
      ],
    },
    {
      kind: "steps",
      id: "hazard-elimination",
      heading: "Four Steps to Eliminate Hazards",
      intro: "Every job our crews carry out follows the same sequence, whatever its size.",
      steps: [
        {
          title: "Identify",
          text: "Walk down the site with the single-line diagram and list every source of energy, including back-feed from the LV side, DG sets, solar inverters, induced voltage and stored charge, along with the arc-flash boundary.",
        },
        {
          title: "Isolate and eliminate",
          text: "Work under the customer's permit-to-work, isolate both HV and LV sides, apply lock-out tag-out with personal locks, prove dead with an approved detector and earth the equipment on both sides.",
        },
        {
          title: "Engineer controls",
          text: "Where a hazard cannot be removed, control it with barriers, insulated tools, remote racking, discharge rods after insulation tests and arc-rated PPE chosen from the arc-flash study.",
        },
        {
          title: "Verify and train",
          text: "The supervisor checks each control before work begins, holds a toolbox talk and returns the permit only after earths are removed and people and tools are counted. Near misses feed our refresher training.",
        },
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Book a Substation Safety Audit",
      text: "Send us your single-line diagram and the number of substations, and we will propose the scope, the duration and a date for the audit team.",
      action: { label: "Request an audit", to: "/contact" },
    },
  ],
};

export const whoWeArePage: MarketingPage = {
  path: "/company/whoweare",
  title: "Who We Are",
  description:
    "Meet the engineers, technicians and leadership of Vidyut Power Solutions: how we are organised, how we train, and the values behind our transformer work.",
  eyebrow: "Company",
  heading: "The People Who Look After Your Transformers",
  lead: "Vidyut Power Solutions is a team of engineers, technicians and planners in Vadodara who have built their careers around transformers and the switchgear that serves them.",
  hero: {
    src: "/images/company/team.svg",
    alt: "A group of engineers and technicians in overalls and helmets standing in front of a transformer.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "experience",
      heading: "Over a Decade with Indian Industry",
      paragraphs: [
        "For over a decade our crews have worked in refineries, power stations, pharma plants and commercial buildings, often on the same transformers year after year. That continuity is deliberate: an engineer who has tested a unit before knows its history, reads a change in its results with context, and can tell the plant team what it means.",
        "We are a private limited company, owned and run by its founding engineers. Decisions about a job are made by people who have stood in a substation themselves, and the distance between a customer's call and the person responsible for the answer is short.",
      ],
    },
    {
      kind: "cards",
      id: "organisation",
      heading: "Leadership and Organisation",
      intro:
        "The company is organised around the work, with each group led by an experienced engineer.",
      cards: [
        {
          title: "Leadership",
          text: "The directors are electrical engineers with backgrounds in substation commissioning and transformer manufacturing. They review every major overhaul and every breakdown investigation, and they meet key customers in person at least once a year.",
        },
        {
          title: "Service Engineering",
          text: "Site engineers plan and lead maintenance, repair and installation jobs. Each has a set of regular customers, so plants deal with a familiar face who knows their equipment, their permits and their shutdown habits.",
        },
        {
          title: "Diagnostics Cell",
          text: "A small team dedicated to testing and interpretation: electrical diagnostics, DGA and furan results, SFRA comparisons and health indexing. Every report they issue is checked by a second engineer before it leaves the office.",
        },
        {
          title: "Workshop and Stores",
          text: "Fitters and oil-handling technicians at Makarpura carry out untanking, drying, re-gasketing and tap-changer work, and keep stock of the spares and consumables that breakdown crews need in a hurry.",
        },
        {
          title: "Automation Group",
          text: "Instrumentation and control engineers who configure PLC and DCS systems, program to IEC 61131-3 and commission field instruments, often alongside our electrical crews on the same shutdown.",
        },
        {
          title: "Service Desk",
          text: "Planners who staff the 24/7 breakdown line, assign crews and vehicles, track permits and spares, and close each job with the customer once the report has been accepted.",
        },
      ],
    },
    {
      kind: "list",
      id: "training",
      heading: "Certifications and Training",
      items: [
        {
          title: "Competency certificates",
          text: "Our supervisors and senior technicians hold electrical competency certificates issued under the licensing rules of their states, as the CEA Safety Regulations require for work on electrical installations.",
        },
        {
          title: "Safety training",
          text: "Every person on site is trained in permit-to-work, lock-out tag-out, first aid and fire fighting, with additional training for working at height and confined-space entry into transformer tanks.",
        },
        {
          title: "Instrument training",
          text: "Engineers who operate SFRA, tan delta and partial discharge equipment are trained by the instrument makers and work under supervision until they are signed off internally.",
        },
        {
          title: "Customer inductions",
          text: "Crews complete each plant's own safety induction and medical checks before their first visit, and keep them current for regular sites.",
        },
      ],
    },
    {
      kind: "list",
      id: "values",
      heading: "Our Values",
      items: [
        {
          title: "Safety before schedule",
          text: "No deadline justifies working on equipment that has not been proved dead and earthed, and any crew member may stop a job.",
        },
        {
          title: "Report what we find",
          text: "Results go into the report as measured, including the inconvenient ones, with a plain statement of what they mean.",
        },
        {
          title: "Fix the cause",
          text: "A leak, a hot joint or a wet oil sample has a reason, and we look for it instead of treating only the symptom.",
        },
        {
          title: "Keep our word",
          text: "Visits on the agreed dates, quotations that match the final bill, and phone calls returned the same day.",
        },
      ],
    },
    {
      kind: "prose",
      id: "footprint",
      heading: "Our Service Footprint",
      paragraphs: [
        "Our regular customers are spread across Gujarat, Maharashtra, Rajasthan and Madhya Pradesh, within a day's drive of Vadodara. For overhauls, drying jobs and testing campaigns further away, we send a complete crew with its own equipment, and we have worked in this way for plants in several other states.",
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Talk to the Engineer Who Will Do the Work",
      text: "Ask for a meeting at your plant or at our Vadodara office and meet the people who would look after your transformers.",
      action: { label: "Arrange a meeting", to: "/contact" },
    },
  ],
};

export const whatWeDoPage: MarketingPage = {
  path: "/company/whatwedo",
  title: "What We Do",
  description:
    "Commissioning, testing, maintenance, repair, refurbishment, rental, spares, breaker repair and PLC/DCS automation for transformers up to 220 kV.",
  eyebrow: "Company",
  heading: "Services Across the Transformer Life Cycle",
  lead: "From the day a transformer is set on its plinth to the day it is refurbished or replaced, we provide the work, the parts and the backup it needs.",
  hero: {
    src: "/images/transformer/commissioning.svg",
    alt: "A new power transformer on its plinth being connected and tested before energisation.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "overview",
      heading: "One Contractor, Every Stage",
      paragraphs: [
        "A transformer typically runs for 25 to 40 years, and its life depends on how it is installed, loaded, watched and repaired. When different contractors handle each stage, records are scattered and responsibility is unclear. We cover the complete life cycle, so one set of test records and one team follow the unit throughout.",
        "We work on oil-filled distribution and power transformers up to about the 220 kV class and 100 MVA, on dry-type units in buildings and plants, and on the switchgear, control panels and instruments around them.",
      ],
    },
    {
      kind: "cards",
      id: "life-cycle",
      heading: "The Transformer Life Cycle",
      cards: [
        {
          title: "Commission",
          text: "Erection, oil filling under vacuum, and pre-commissioning tests before first energisation: IR and PI, ratio, vector group, winding resistance, magnetising current, tan delta, SFRA fingerprint and protection trip checks.",
        },
        {
          title: "Operate",
          text: "Condition monitoring while the unit is in service: periodic oil testing including DGA and furan analysis, thermography, and loading reviews, with results trended so that a developing fault is seen months before it trips the unit.",
        },
        {
          title: "Maintain",
          text: "Scheduled maintenance under an Annual Maintenance Contract or as single visits: breathers and silica gel, gaskets, cooling systems, OTI and WTI calibration, and oil filtration with our mobile high-vacuum plants.",
        },
        {
          title: "Repair",
          text: "Breakdown attendance around the clock, fault diagnosis, and repairs on site or in our workshop, including leak sealing, bushing replacement, lead and joint repairs and OLTC repair.",
        },
        {
          title: "Refurbish",
          text: "Life extension for ageing units: untanking, core and coil inspection, re-clamping, vacuum drying or low-frequency heating, new gaskets and oil, and full routine testing before the transformer returns to service.",
        },
        {
          title: "Rent",
          text: "Distribution transformers from 100 kVA to 2.5 MVA at 11 kV and 22 kV to 433 V, and mobile substations up to 5 MVA, installed and supported 24/7 while your own unit is being repaired.",
        },
      ],
    },
    {
      kind: "cards",
      id: "around-the-transformer",
      heading: "Parts, Breakers and Automation",
      intro: "The equipment around a transformer matters as much as the transformer itself.",
      cards: [
        {
          title: "Spare Parts and Consumables",
          text: "Transformer oil to IS 335, silica gel and breathers, OTI and WTI instruments, gaskets, bushings, valves and SF6 gas, supplied on their own or fitted by our technicians.",
        },
        {
          title: "Circuit Breakers",
          text: "Repair and overhaul of air circuit breakers to IS/IEC 60947-2 and vacuum circuit breakers to IEC 62271-100, including mechanism servicing, followed by contact resistance, timing and primary injection tests.",
        },
        {
          title: "Control Panels and OLTC",
          text: "Repair of RTCC and marshalling panels, AVR and tap-changer controls, and overhaul of on-load tap changers to IEC 60214, including diverter contacts and dynamic resistance checks.",
        },
        {
          title: "Field-Instrumentation Automation",
          text: "PLC and DCS engineering, panel building and commissioning, with programs written to IEC 61131-3 and transformer signals such as temperatures, alarms and tap position brought into the control room.",
        },
      ],
    },
    {
      kind: "list",
      id: "how-engagements-run",
      heading: "How We Usually Start",
      items: [
        {
          text: "A site visit or a call with your maintenance team to list the transformers, their ratings, their age and their recent test results.",
        },
        {
          text: "A written scope and quotation, split into planned work, optional items and rates for breakdown attendance.",
        },
        {
          text: "Work scheduled into your shutdowns, with the permits, spares and equipment arranged in advance.",
        },
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Tell Us What Your Transformers Need",
      text: "Whether it is one test, one repair or the care of a whole substation, send us the details and we will reply with a scope and a price.",
      action: { label: "Send an enquiry", to: "/contact" },
    },
  ],
};

export const whyChooseUsPage: MarketingPage = {
  path: "/company/whychooseus",
  title: "Why Choose Us",
  description:
    "Fast breakdown response, mobile filtration plants, our own test equipment, trended reports, rental backup and IS/IEC documentation from a single contractor.",
  eyebrow: "Company",
  heading: "Reasons Plant Engineers Choose Vidyut Power Solutions",
  lead: "Every claim on this page is something you can check with us before you place an order, or hold us to in a contract.",
  hero: {
    src: "/images/transformer/oil-testing-dga.svg",
    alt: "An oil sample in a glass syringe beside a breakdown voltage test cell and a laboratory analyser.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "list",
      id: "response-times",
      heading: "Response Times We Commit To",
      intro:
        "The breakdown line, +91 98765 43210, is answered around the clock by a person, not a recording.",
      items: [
        {
          title: "Within about 150 km of Vadodara",
          text: "A crew with basic test equipment normally leaves within four hours of the call.",
        },
        {
          title: "Elsewhere in Gujarat",
          text: "An engineer on site the same day or, for calls late at night, early the next morning.",
        },
        {
          title: "Maharashtra, Rajasthan and Madhya Pradesh",
          text: "Usually within 24 to 48 hours, depending on distance and the equipment the fault requires.",
        },
        {
          title: "Under an AMC",
          text: "The response times above are written into the contract, together with the escalation contacts on both sides.",
        },
      ],
    },
    {
      kind: "cards",
      id: "equipment",
      heading: "Our Own Plants and Test Equipment",
      cards: [
        {
          title: "Three Mobile Filtration Plants",
          text: "Each is a two-stage machine on its own trailer, rated at up to 6000 litres per hour, with heaters and a degassing column, and vacuum pumps travel with it for drying. Because we own them, oil treatment never waits for a hired plant to become free.",
        },
        {
          title: "Diagnostic Test Sets",
          text: "Insulation testers up to 10 kV, three-phase ratio meters, micro-ohm and winding-resistance instruments, a 12 kV tan delta bridge, an SFRA analyser, a portable oil BDV set and breaker analysers, all calibrated against traceable standards.",
        },
        {
          title: "Workshop Backup",
          text: "When a job cannot be finished on site, the Makarpura workshop has lifting, drying and test facilities, and the same engineer stays responsible for the unit.",
        },
      ],
    },
    {
      kind: "prose",
      id: "trend-reports",
      heading: "Reports with Trend Data",
      paragraphs: [
        "A single test result says little on its own. A BDV of 45 kV is acceptable on some transformers and a concern on others, and an acetylene reading matters most when it is rising. Our reports therefore place each result beside the unit's earlier values and the applicable limit from IS 1866, IEC 60422, IEC 60599 or IEEE C57.104.",
        "Each report ends with a short summary for management: the condition of each unit, what has changed since the last visit, and what we recommend, with a suggested timeframe.",
      ],
    },
    {
      kind: "prose",
      id: "single-point",
      heading: "A Single Point of Responsibility",
      paragraphs: [
        "Testing, oil treatment, repairs, breaker work and automation are all carried out by our own staff. You issue one order and deal with one project engineer, and there is no argument between contractors about whose work caused a problem.",
      ],
    },
    {
      kind: "prose",
      id: "rental-backup",
      heading: "Rental Backup When a Unit Must Come Out",
      paragraphs: [
        "If a repair will take weeks, we can keep your plant running on a rental transformer from our own fleet, from 100 kVA up to 2.5 MVA, or on a mobile substation of up to 5 MVA. We handle transport, connection and testing, and our technical support stays available 24/7 for as long as the rental runs.",
      ],
    },
    {
      kind: "list",
      id: "documentation",
      heading: "Documentation to IS and IEC",
      items: [
        {
          text: "Test records that name the standard, the instrument and its calibration date, the conditions of the test and the acceptance value.",
        },
        {
          text: "Pre-commissioning and routine test reports in the format of IS 2026 and IEC 60076, suitable for submission to the Electrical Inspector before charging.",
        },
        {
          text: "Oil reports to IS 1866 and IEC 60422, with DGA interpreted using the Duval triangle and Rogers ratios.",
        },
        {
          text: "Method statements, risk assessments and permit copies filed with each job, ready for your safety and ISO audits.",
        },
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Put Us to the Test",
      text: "Start with one job, such as an oil test or a breakdown call, and judge the response, the work and the report for yourself.",
      action: { label: "Start with one job", to: "/contact" },
    },
  ],
};

export const whatClientsSayPage: MarketingPage = {
  path: "/company/whatclientsay",
  title: "What Client Say",
  description:
    "Feedback from maintenance heads and engineers in power, pharma, cement, auto and healthcare on our breakdown, testing, oil filtration, AMC and rental work.",
  eyebrow: "Company",
  heading: "What Our Clients Say",
  lead: "Comments from the engineers and managers who call us when their transformers need attention, in their own words.",
  hero: {
    src: "/images/services/field-service.svg",
    alt: "A service crew at work beside a customer's transformer in an outdoor substation.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "feedback",
      heading: "How We Gather Feedback",
      paragraphs: [
        "At the close of each job, the customer's engineer receives a one-page feedback form along with our report, covering response, workmanship, safety conduct and the quality of the report. AMC customers also have a yearly review meeting with our service head, where we go through every visit and every complaint.",
        "We publish a comment only with the permission of the person who gave it, and we show their name and designation in the form they have approved.",
      ],
    },
    {
      kind: "list",
      id: "sectors",
      heading: "Sectors Our Clients Come From",
      items: [
        {
          text: "Refineries, petrochemical and chemical plants along the Vadodara, Bharuch and Dahej belt.",
        },
        { text: "Captive and utility power plants, and DISCOM substations." },
        {
          text: "Pharma, automotive, steel and cement plants, breweries and water treatment works.",
        },
        { text: "Hospitals, malls and office buildings with building management systems." },
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Add Your Plant to the List",
      text: "If you would like the same attention for your transformers, tell us about your installation and we will be in touch.",
      action: { label: "Get in touch", to: "/contact" },
    },
  ],
};
