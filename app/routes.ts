import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors the specification's table; a page appears in the sitemap and in
 * the prerender list by being registered here (see scripts/sitemap.ts for what is left out).
 * Misspelt paths (repaireandmaintainance, maintainance) are kept exactly: old links keep working.
 */
const marketing = "routes/marketing-page.tsx";
const automationAlias = "routes/automation-alias.tsx";

export default [
  index("routes/home.tsx"),

  route("aboutus", marketing, { id: "aboutus" }),
  route("company/safety", marketing, { id: "company-safety" }),
  route("company/whoweare", marketing, { id: "company-whoweare" }),
  route("company/whatwedo", marketing, { id: "company-whatwedo" }),
  route("company/whychooseus", marketing, { id: "company-whychooseus" }),
  route("company/whatclientsay", "routes/client-testimonials.tsx"),
  route("industry", marketing, { id: "industry" }),

  route("transformer/fieldservice", marketing, { id: "transformer-fieldservice" }),
  route("transformer/refurbishmentandoverhauling", marketing, {
    id: "transformer-refurbishmentandoverhauling",
  }),
  route("transformer/repaireandmaintainance", marketing, {
    id: "transformer-repaireandmaintainance",
  }),
  route("transformer/hvlvtesting", marketing, { id: "transformer-hvlvtesting" }),
  route("transformer/rental", marketing, { id: "transformer-rental" }),
  route("transformer/transformer1", marketing, { id: "transformer-transformer1" }),
  route("transformer/transformer2", marketing, { id: "transformer-transformer2" }),
  route("transformer/transformer3", marketing, { id: "transformer-transformer3" }),
  route("transformer/transformer4", marketing, { id: "transformer-transformer4" }),
  route("transformer/transformer5", marketing, { id: "transformer-transformer5" }),

  route("automation", marketing, { id: "automation" }),
  route("automation/automation1", automationAlias, { id: "automation-automation1" }),
  route("automation/automation2", automationAlias, { id: "automation-automation2" }),
  route("automation/automation3", automationAlias, { id: "automation-automation3" }),
  route("automation/automation4", automationAlias, { id: "automation-automation4" }),
  route("automation/automation5", automationAlias, { id: "automation-automation5" }),

  route("services", "routes/services.tsx"),
  route("services/categories/:id", "routes/services-category.tsx"),
  route("services/search", "routes/services-search.tsx"),
  route("services/search/:keyWord", "routes/services-search-results.tsx"),
  route("services/details/:id", "routes/services-details.tsx"),
  route("services/details/:id/enquiry", "routes/services-enquiry.tsx"),

  route("contact", "routes/contact.tsx"),
  route("privacy", marketing, { id: "privacy" }),
  route("api/enquiries", "routes/api.enquiries.ts"),
  route("api/form-token", "routes/api.form-token.ts"),
  route("maintainance", "routes/maintainance.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
