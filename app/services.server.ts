/**
 * The application's services, started once per process: the platform (database, outboxes) and
 * each feature on it, handed to routes through React Router's request context. The server
 * (server/app.ts) calls `startServices` and asks `contextFor` for each request's context.
 */
import { RouterContextProvider } from "react-router";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { enquiryServiceContext } from "#app/features/enquiries/context.ts";
import { startEnquiries } from "#app/features/enquiries/start.server.ts";
import { passportContext } from "#app/features/passport/context.ts";
import { startPassport } from "#app/features/passport/start.server.ts";
import { rentalFleetContext } from "#app/features/rental-fleet/context.ts";
import { createFleetStore } from "#app/features/rental-fleet/store.server.ts";
import { reportsContext } from "#app/features/reports/context.ts";
import { startReports } from "#app/features/reports/start.server.ts";
import { servicePlansContext } from "#app/features/service-plans/context.ts";
import { startServicePlans } from "#app/features/service-plans/start.server.ts";
import { serviceRequestServiceContext } from "#app/features/service-requests/context.ts";
import { startServiceRequests } from "#app/features/service-requests/start.server.ts";
import { staffDeskContext } from "#app/features/staff/context.ts";
import { startStaffDesk } from "#app/features/staff/desk.server.ts";
import { createNonce } from "#app/lib/csp.ts";
import { errorFields, type Logger } from "#app/lib/logger.ts";
import { nonceContext } from "#app/lib/nonce.ts";
import { clientIpContext, loggerContext } from "#app/lib/request-context.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { startPlatform } from "#app/platform/platform.server.ts";
import type { PlatformSettings } from "#app/platform/settings.ts";

export type Services = {
  /** A request's context: the client's address, a CSP nonce for a form's answer, each service. */
  contextFor(request: { ip: string; method: string }): RouterContextProvider;
  /** True while the database answers (the /readyz probe). */
  ready(): Promise<boolean>;
  /** Stops the outboxes (a send in hand is given up at `deadline`) and closes the database. */
  close(deadline: number): Promise<void>;
};

export async function startServices(
  settings: PlatformSettings & { SITE_URL: string; PASSPORT_SECRET?: string },
  logger: Logger,
): Promise<Services> {
  const productNames = new Set(catalogue.entries.map((entry) => entry.item.name));
  // The platform once; each feature gets from it what it needs, here and nowhere else.
  const platform = await startPlatform(settings, logger, siteMigrations);
  const enquiries = await startEnquiries(platform, logger, (name) => productNames.has(name));
  logger.info("enquiries", {
    database: platform.database.location,
    transport: settings.MAIL_TRANSPORT,
    ...(await enquiries.store.countByStatus()),
  });
  enquiries.outbox.start();
  platform.messageOutbox.start();
  const servicePlans = startServicePlans(platform.database);
  const serviceRequests = startServiceRequests(platform, settings, servicePlans.sla.targetFor);
  const rentalFleet = createFleetStore(platform.database);
  const staffDesk = startStaffDesk(platform, enquiries, serviceRequests.store, settings, logger);
  const reports = await startReports(platform, settings, logger);
  const passport = startPassport(platform, settings, logger);
  return {
    contextFor({ ip, method }) {
      const context = new RouterContextProvider();
      // A rendered GET is the same for everyone (its CSP lists its scripts by hash); a form's
      // answer is not, and carries a nonce.
      if (method === "POST") context.set(nonceContext, createNonce());
      context.set(clientIpContext, ip);
      context.set(loggerContext, logger);
      context.set(enquiryServiceContext, enquiries.service);
      context.set(serviceRequestServiceContext, serviceRequests);
      context.set(staffDeskContext, staffDesk);
      context.set(servicePlansContext, servicePlans);
      context.set(rentalFleetContext, rentalFleet);
      context.set(reportsContext, reports);
      context.set(passportContext, passport);
      return context;
    },
    async ready() {
      try {
        await platform.database.ping();
        return true;
      } catch (error) {
        logger.error("readiness check failed", errorFields(error));
        return false;
      }
    },
    async close(deadline) {
      await passport.stop();
      await Promise.all([enquiries.stop(deadline), platform.stop(deadline)]);
      reports.close();
      await platform.close();
    },
  };
}
