import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors the specification's table; a page appears in the sitemap and in
 * the prerender list by being registered here (see scripts/sitemap.ts for what is left out).
 * Misspelt paths (repaireandmaintainance, maintainance) are kept exactly: old links keep working.
 */
const marketing = "routes/marketing-page.tsx";
const automationAlias = "routes/automation-alias.tsx";

/** Pages whose copy is a content file (content/pages/<id>.yaml); the id is the path with dashes. */
const marketingPages = [
  "aboutus",
  "company/safety",
  "company/whoweare",
  "company/whatwedo",
  "company/whychooseus",
  "industry",
  "transformer/fieldservice",
  "transformer/refurbishmentandoverhauling",
  "transformer/repaireandmaintainance",
  "transformer/hvlvtesting",
  "transformer/transformer1",
  "transformer/transformer2",
  "transformer/transformer3",
  "transformer/transformer4",
  "transformer/transformer5",
  "automation",
  "privacy",
];

/** Old automation URLs that show the automation page with a canonical link to it. */
const automationAliases = [1, 2, 3, 4, 5].map((n) => `automation/automation${n}`);

const pageId = (path: string) => path.replaceAll("/", "-");

export default [
  index("routes/home.tsx"),
  ...marketingPages.map((path) => route(path, marketing, { id: pageId(path) })),
  ...automationAliases.map((path) => route(path, automationAlias, { id: pageId(path) })),
  route("company/whatclientsay", "routes/client-testimonials.tsx"),
  route("company/quality", "routes/company-quality.tsx"),
  route("company/downloads", "routes/company-downloads.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study.tsx"),
  route("tools/oil-analysis", "routes/tools-oil-analysis.tsx"),
  route("service-plans", "routes/service-plans.tsx"),
  // The rental page shows the fleet as it stands: rendered per request (serverRenderedPrefixes).
  route("transformer/rental", "routes/transformer-rental.tsx", { id: "transformer-rental" }),

  route("services", "routes/services.tsx"),
  route("services/categories/:id", "routes/services-category.tsx"),
  route("services/search", "routes/services-search.tsx"),
  route("services/search/:keyWord", "routes/services-search-results.tsx"),
  route("services/details/:id", "routes/services-details.tsx"),
  route("services/details/:id/enquiry", "routes/services-enquiry.tsx"),

  route("contact", "routes/contact.tsx"),
  route("service-request", "routes/service-request.tsx"),
  route("requests/:reference", "routes/request-status.tsx"),
  // Issued test reports, public: /verify/VPS-TR-2026-000123 (the QR code's form) or the printed
  // number with its slashes; rendered per request (serverRenderedPrefixes), noindex, rate limited.
  route("verify", "routes/verify.tsx"),
  route("verify/*", "routes/verify-report.tsx"),
  route("report-files/:token", "routes/report-file.ts"),
  route("api/form-token", "routes/api.form-token.ts"),
  route("maintainance", "routes/maintainance.tsx"),
  // A customer's private fleet link (app/features/passport): rendered per request, noindex, no-store.
  route("fleet/:token", "routes/fleet.tsx"),
  route("fleet/:token/fleet.csv", "routes/fleet-csv.ts"),
  route("fleet/:token/units/:id", "routes/fleet-unit.tsx"),
  route("fleet/:token/units/:id/history.csv", "routes/fleet-unit-csv.ts"),
  route("fleet/:token/units/:id/files/:fileId", "routes/fleet-file.ts"),
  // An issued test report's PDF, only for a report of that unit's records: /reports/<number>.pdf.
  route("fleet/:token/units/:id/reports/:file", "routes/fleet-unit-report.ts"),
  route("reminders/stop/:contact/:signature", "routes/reminders-stop.tsx"),
  // Staff console (app/features/staff): rendered per request, never prerendered (see
  // serverRenderedPrefixes in react-router.config.ts) nor listed in the sitemap (noindex). The
  // layout's middleware signs visitors in, checks every POST and sets no-store and noindex.
  layout("routes/staff-layout.tsx", [
    route("staff", "routes/staff-inbox.tsx"),
    route("staff/login", "routes/staff-login.tsx"),
    route("staff/logout", "routes/staff-logout.tsx"),
    route("staff/items/:kind/:reference", "routes/staff-item.tsx"),
    route("staff/export.csv", "routes/staff-export.ts"),
    route("staff/photos/:reference/:position", "routes/staff-photo.ts"),
    route("staff/plans", "routes/staff-plans.tsx"),
    route("staff/plans/:id", "routes/staff-plan.tsx"),
    route("staff/plans/:id/report/:format", "routes/staff-plan-report.ts"),
    route("staff/fleet", "routes/staff-fleet.tsx"),
    route("staff/fleet/:id", "routes/staff-fleet-unit.tsx"),
    route("staff/accounts", "routes/staff-accounts.tsx"),
    route("staff/purge", "routes/staff-purge.tsx"),
    route("staff/reports", "routes/staff-reports.tsx"),
    route("staff/reports/new", "routes/staff-report-new.tsx"),
    route("staff/reports/:number", "routes/staff-report.tsx"),
    route("staff/reports/:number/correct", "routes/staff-report-correct.tsx"),
    route("staff/reports/:number/pdf", "routes/staff-report-pdf.ts"),
    // The transformer passport's console (app/features/passport).
    route("staff/customers", "routes/staff-customers.tsx"),
    route("staff/customers/:id", "routes/staff-customer.tsx"),
    route("staff/customers/:id/assets/new", "routes/staff-asset-new.tsx"),
    route("staff/customers/:id/import", "routes/staff-import.tsx", { id: "staff-customer-import" }),
    route("staff/assets/:id/import", "routes/staff-import.tsx", { id: "staff-asset-import" }),
    route("staff/assets/from-request", "routes/staff-asset-from-request.ts"),
    route("staff/assets/:id", "routes/staff-asset.tsx"),
    route("staff/assets/:id/files/:fileId", "routes/staff-asset-file.ts"),
    route("staff/assets/:id/records/new", "routes/staff-record-new.tsx"),
    route("staff/assets/:id/records/:recordId", "routes/staff-record-edit.tsx"),
    route("staff/due", "routes/staff-due.tsx"),
    route("staff/*", "routes/staff-not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
