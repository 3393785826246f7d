export type NavLink = { label: string; to: string };

/** The four transformer pages of the Services ▸ Transformer submenu. */
export const transformerLinks: NavLink[] = [
  { label: "Field Services", to: "/transformer/fieldservice" },
  { label: "Refurbishment and Overhauling", to: "/transformer/refurbishmentandoverhauling" },
  { label: "Field Repairs and Maintenance", to: "/transformer/repaireandmaintainance" },
  { label: "HV and LV Electrical Testing", to: "/transformer/hvlvtesting" },
];

export const quickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Industry", to: "/industry" },
  { label: "Automation", to: "/automation" },
];
