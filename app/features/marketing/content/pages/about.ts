import type { MarketingPage } from "~/ui/content-types";

export const aboutPage: MarketingPage = {
  path: "/aboutus",
  title: "About Us",
  description:
    "Vidyut Power Solutions, Vadodara: 15+ years of transformer testing, repair, refurbishment and rental for industry in Gujarat and across India.",
  eyebrow: "About Vidyut Power Solutions",
  heading: "Transformer Life Cycle Management from Vadodara",
  lead: "Vidyut Power Solutions Pvt. Ltd. looks after distribution and power transformers for factories, plants and utilities, from the day they are commissioned to the day they are refurbished or retired.",
  hero: {
    src: "/images/company/about.svg",
    alt: "The Vidyut Power Solutions workshop building with a transformer on a test bay and a service van outside.",
    width: 640,
    height: 400,
  },
  blocks: [
    {
      kind: "prose",
      id: "story",
      heading: "Our Story since 2010",
      paragraphs: [
        "The company was founded in Vadodara in 2010 by electrical engineers who had spent their early careers commissioning and maintaining substations for process industry. They saw the same pattern again and again: transformers were installed with care and then left alone until something failed, at which point the plant lost days of production waiting for a repair crew, a replacement unit or an oil treatment plant.",
        "We set out to offer one service that covers the whole life of a transformer. What began as a small oil filtration and testing team now brings 15+ years of field experience to installation, diagnostics, repairs, overhauls, rental and automation. Our guiding line has stayed the same throughout: Zero Breakdown, No Production Loss.",
      ],
    },
    {
      kind: "prose",
      id: "workshop",
      heading: "Workshop and Mobile Plants",
      paragraphs: [
        "Our head office and workshop are at Plot 214, GIDC Estate, Makarpura, Vadodara. The workshop has a covered bay with overhead lifting for untanking transformers, a drying area for vacuum and hot-oil processing, a test area for routine tests after repair, and stores for gaskets, bushings, breathers, silica gel, OTI and WTI instruments and other spares.",
        "Much of our work happens at the customer's substation, so we have invested in equipment that travels. Three trailer-mounted, high-vacuum two-stage filtration plants of up to 6000 LPH treat oil on site, with nitrogen kits for purging and vacuum pumps for drying. Our test vans carry insulation testers, turns-ratio and winding-resistance meters, tan delta and capacitance sets, an SFRA analyser and breaker timing equipment.",
      ],
    },
    {
      kind: "list",
      id: "people",
      heading: "The People Behind the Work",
      intro:
        "Our team works from Vadodara and, during larger jobs, from site camps. It falls into four groups.",
      items: [
        {
          title: "Service engineers",
          text: "Electrical engineers who lead site jobs, interpret test results and sign off reports, each with years of hands-on work on oil-filled transformers.",
        },
        {
          title: "Technicians and fitters",
          text: "Skilled hands for oil handling, gasket work, bushing and tap-changer overhaul, core and coil work in the workshop, and rigging.",
        },
        {
          title: "Testing and automation specialists",
          text: "A small group that handles diagnostic testing, DGA interpretation, breaker and relay work, and PLC and DCS projects for field instrumentation.",
        },
        {
          title: "Service desk",
          text: "The people who answer the 24/7 breakdown line, plan crews and track every job from call to closing report.",
        },
      ],
    },
    {
      kind: "list",
      id: "coverage",
      heading: "Where We Work",
      items: [
        {
          title: "Gujarat",
          text: "Our home state, with regular work in the Vadodara, Bharuch, Dahej, Ankleshwar, Ahmedabad, Surat and Vapi industrial belts.",
        },
        {
          title: "Maharashtra, Rajasthan and Madhya Pradesh",
          text: "Routine service, testing and AMC work for plants in the neighbouring states, planned from Vadodara.",
        },
        {
          title: "Pan-India",
          text: "Larger jobs such as overhauls, on-site drying and testing campaigns elsewhere in the country, staffed with a dedicated crew and site supervisor.",
        },
      ],
    },
    {
      kind: "prose",
      id: "quality-safety",
      heading: "Quality and Safety Approach",
      paragraphs: [
        "Every job follows a written method statement, and every test is recorded on a format that states the instrument, the test conditions and the acceptance limit. We work to IS 10028 for installation and maintenance practice, IS 1866 and IEC 60422 for in-service oil, and IS 2026 and IEC 60076 for transformer testing, so that a result from one visit can be compared with the next.",
        "On site, no work starts without a permit-to-work from the customer, isolation and lock-out tag-out verified by our supervisor, and earthing applied to the equipment. Our practice follows the CEA (Measures relating to Safety and Electric Supply) Regulations, 2023.",
      ],
    },
    {
      kind: "facts",
      id: "figures",
      heading: "Our Work in Figures",
      facts: [
        { value: "2010", label: "founded in Vadodara" },
        { value: "40+", label: "people in our engineering and field teams" },
        { value: "1,200+", label: "transformers tested, repaired or overhauled" },
        { value: "3", label: "trailer-mounted filtration plants" },
        { value: "220 kV", label: "class of the largest units we service" },
        { value: "5 MVA", label: "largest mobile substation in our rental fleet" },
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "Visit Us or Bring Us Your Problem",
      text: "Tell us about your transformers, your plant and your shutdown calendar, and an engineer will call you back to discuss the work.",
      action: { label: "Contact our team", to: "/contact" },
    },
  ],
};
