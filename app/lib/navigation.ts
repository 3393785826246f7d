export type NavLink = { label: string; to: string };

/** A titled list of links inside one of the header's menus. */
export type MenuGroup = { heading: string; links: NavLink[] };

/** The transformer pages: the four the menu always had, rental and the annual service plans. */
export const transformerLinks: NavLink[] = [
  { label: "Field Services", to: "/transformer/fieldservice" },
  { label: "Refurbishment and Overhauling", to: "/transformer/refurbishmentandoverhauling" },
  { label: "Field Repairs and Maintenance", to: "/transformer/repaireandmaintainance" },
  { label: "HV and LV Electrical Testing", to: "/transformer/hvlvtesting" },
  { label: "Transformer Rental", to: "/transformer/rental" },
  { label: "Annual Service Plans", to: "/service-plans" },
];

/** The five specialist pages, with the oil and DGA tool beside the oil testing page. */
export const specialistLinks: NavLink[] = [
  { label: "Condition Assessment", to: "/transformer/transformer1" },
  { label: "Oil Testing and DGA", to: "/transformer/transformer2" },
  { label: "Oil and DGA Interpreter (free tool)", to: "/tools/oil-analysis" },
  { label: "On-site Drying and Dehydration", to: "/transformer/transformer3" },
  { label: "Bushing and Tap-Changer Service", to: "/transformer/transformer4" },
  { label: "Testing and Commissioning", to: "/transformer/transformer5" },
];

export const companyLinks: NavLink[] = [
  { label: "About Us", to: "/aboutus" },
  { label: "Who We Are", to: "/company/whoweare" },
  { label: "What We Do", to: "/company/whatwedo" },
  { label: "Why Choose Us", to: "/company/whychooseus" },
  { label: "Quality & Certifications", to: "/company/quality" },
  { label: "Safety", to: "/company/safety" },
  { label: "Case Studies", to: "/case-studies" },
  { label: "What Clients Say", to: "/company/whatclientsay" },
];

/**
 * Top-level catalogue entries that are work the company does; every other one is a product.
 * A test fails when the catalogue gains an entry this list does not place.
 */
export const catalogueServiceIds = [
  "transformer-repair-maintenance",
  "transformer-oil-filtration-services",
  "transformer-installation-services",
  "oltc-repairing-services",
  "acb-vcb-repairing-services",
  "control-panel-repair-services",
] as const;

/** The Products menu's order: transformer parts first; an entry not named here comes last. */
const productOrder = [
  "transformers-transformer-parts",
  "transformers-spares",
  "silica-gel",
  "temprature-indicators",
  "circuit-breaker-spare-parts",
  "siemens-3ah-vcb-tripping-coil",
  "sulfur-hexafluoride-gas",
  "automobile-electrical-components",
];

const catalogueId = (link: NavLink) => link.to.split("/").at(-1) ?? "";

const productRank = (link: NavLink) => {
  const rank = productOrder.indexOf(catalogueId(link));
  return rank === -1 ? productOrder.length : rank;
};

/** The catalogue's top-level links split into the Services and Products menus. */
export function splitCatalogue(links: NavLink[]): { services: NavLink[]; products: NavLink[] } {
  const isService = (link: NavLink) =>
    (catalogueServiceIds as readonly string[]).includes(catalogueId(link));
  const products = links.filter((link) => !isService(link));
  return {
    services: links.filter(isService),
    products: products.toSorted((a, b) => productRank(a) - productRank(b)),
  };
}

/** The Services menu: transformer work first, then the catalogue's services and automation. */
export function serviceGroups(catalogueServices: NavLink[]): MenuGroup[] {
  return [
    { heading: "Transformer services", links: transformerLinks },
    { heading: "Specialist transformer work", links: specialistLinks },
    {
      heading: "Workshop and site services",
      links: [...catalogueServices, { label: "Automation", to: "/automation" }],
    },
  ];
}

export const quickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Industry", to: "/industry" },
  { label: "Automation", to: "/automation" },
  { label: "Oil and DGA Interpreter", to: "/tools/oil-analysis" },
  { label: "Service Plans", to: "/service-plans" },
  { label: "Downloads", to: "/company/downloads" },
];
