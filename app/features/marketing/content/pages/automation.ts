import type { MarketingPage } from "~/ui/content-types";

export const automationPage: MarketingPage = {
  path: "/automation",
  title: "Automation",
  description:
    "Field instrumentation and automation: design, calibration, loop checks, PLC/DCS migration, ISA-88 batch control and cell voltage monitoring for process plants.",
  eyebrow: "Automation",
  heading: "Field instrumentation and process automation",
  lead: "Alongside our transformer work, an instrumentation and control team designs, installs, calibrates and commissions field instruments and PLC and DCS systems for process plants.",
  hero: {
    src: "/images/automation/automation.svg",
    alt: "Field transmitters and a control valve wired to a junction box in a process plant.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "field-instrumentation",
      heading: "Field Instrumentation Services",
      paragraphs: [
        "Our instrumentation engineers work with pressure, flow, level, temperature and analytical instruments, control valves, and the cabling that links them to the control system. We handle new projects from design to commissioning, and also revamps and maintenance of running plants.",
        "For over a decade we have worked in refineries, power plants, pharma units, breweries and water treatment plants, so we know where electrical and instrumentation work meet and how to plan both within one shutdown.",
      ],
    },
    {
      kind: "prose",
      id: "design",
      heading: "Designing and Detailing",
      paragraphs: [
        "We prepare the engineering documents a contractor builds from and a maintenance team relies on later: the instrument index, data sheets, I/O lists, loop diagrams, instrument hook-up drawings, cable schedules, junction box (JB) layouts and interconnection drawings.",
        "Symbols follow ISA-5.1 and loop diagrams the ISA-5.4 style unless your own standard says otherwise, and hazardous-area equipment is selected for the zone classification of the plant. Drawings are revised to as-built status after commissioning.",
      ],
    },
    {
      kind: "list",
      id: "services",
      heading: "Instrumentation Services Provided",
      items: [
        {
          title: "Installation",
          text: "Mounting of instruments, impulse tubing, cable laying, glanding and termination to the hook-up drawings and cable schedules.",
        },
        {
          title: "Calibration",
          text: "Bench and in-situ calibration of transmitters, gauges, switches and temperature elements with traceable standards, recorded as found and as left.",
        },
        {
          title: "Loop checking",
          text: "Every loop is checked from the field device to the control system display and back to the final control element, with alarms and interlocks proved.",
        },
        {
          title: "Commissioning",
          text: "Support through water trials, start-up and handover, including tuning of PID loops.",
        },
        {
          title: "AMC",
          text: "Annual maintenance contracts for periodic calibration, preventive maintenance and breakdown support on instruments and control systems.",
        },
      ],
    },
    {
      kind: "cards",
      id: "why-us",
      heading: "Why Choose Us",
      cards: [
        {
          title: "Electrical and instrumentation together",
          text: "The same company looks after your transformers, switchgear and instruments, so power supplies, earthing and signal wiring are planned as one job rather than left to separate contractors.",
        },
        {
          title: "Documents you can maintain",
          text: "Loop drawings, I/O lists and configuration backups are handed over in editable form and kept up to date during the contract, not just at project close.",
        },
        {
          title: "Measured, traceable work",
          text: "Calibration and loop check records carry the reference instrument and its certificate number, which is what quality audits in pharma and food plants ask to see.",
        },
        {
          title: "Support after handover",
          text: "The engineers who commissioned the system remain available for changes, fault-finding and AMC visits, so knowledge of your plant stays with the team that built it.",
        },
      ],
    },
    {
      kind: "prose",
      id: "plc-dcs",
      heading: "PLC and DCS",
      image: {
        src: "/images/automation/plc-dcs.svg",
        alt: "A PLC cabinet with I/O modules next to an operator desk showing SCADA screens.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "We engineer, configure and commission PLC and DCS systems, and migrate obsolete controllers to current platforms, usually keeping the field wiring in place and converting the logic with a tested cut-over plan that limits downtime.",
        "Logic is written in the IEC 61131-3 languages (ladder diagram, function block diagram, structured text and sequential function chart). SCADA and HMI work covers screens, alarm handling, trends, reports and communication over Modbus, PROFIBUS, Ethernet-based protocols and OPC UA.",
      ],
    },
    {
      kind: "prose",
      id: "batch",
      heading: "Batch Process Supervisor",
      paragraphs: [
        "For pharma, chemical and brewery plants we build batch control to ISA-88, which keeps recipes separate from the equipment that runs them. Plant equipment is modelled as process cells, units, equipment modules and control modules, and recipes as procedures, unit procedures, operations and phases.",
        "The supervisor schedules batches, passes parameters to the controllers, and keeps an electronic batch record of every step, value and operator action, with the audit trail that regulated pharma production expects.",
      ],
    },
    {
      kind: "prose",
      id: "isolators",
      heading: "Signal Isolators and Termination Modules",
      paragraphs: [
        "Signal isolators give galvanic isolation between field and system, breaking ground loops, blocking common-mode noise and protecting control system I/O from surges on 4-20 mA and other analogue loops. Signal splitters provide two isolated outputs from one transmitter, and barriers are used for intrinsically safe circuits in hazardous areas.",
        "In marshalling cabinets, termination modules with fused or disconnect terminals and pre-made system cables cut wiring time and reduce the chance of termination errors.",
      ],
    },
    {
      kind: "prose",
      id: "cell-voltage",
      heading: "Cell Voltage Monitoring System",
      image: {
        src: "/images/automation/cell-voltage.svg",
        alt: "A row of electrolyser cells with voltage sensing leads running to a monitoring panel.",
        width: 640,
        height: 400,
      },
      paragraphs: [
        "A membrane electrolyser in a chlor-alkali plant has many cells in series, each running at roughly 3 V. Rising or uneven cell voltages point to membrane damage, electrode wear or poor contact, and a fault in one cell can spread if it is not caught.",
        "Our system scans every cell voltage continuously through isolated inputs that withstand the high series voltage, raises alarms on high, low or deviating cells, and stores trends for efficiency and membrane replacement planning. The same approach monitors each cell in large battery banks for UPS and substation DC systems.",
      ],
    },
    {
      kind: "cta",
      heading: "Talk to our automation team",
      text: "Describe your plant, control system and the work you have in mind, whether a new loop package, a migration or a monitoring system, and our instrumentation engineers will get back to you.",
      action: { label: "Contact Automation Team", to: "/contact" },
    },
  ],
};
