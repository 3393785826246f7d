import { testimonials } from "~/features/marketing/marketing-content.server";
import { MarketingPageView, marketingMeta } from "~/features/marketing/marketing-page";
import { marketingPage } from "~/features/marketing/marketing-pages.server";
import { TestimonialCard } from "~/features/marketing/testimonials-carousel";
import { PageSection } from "~/ui/section";
import type { Route } from "./+types/client-testimonials";

export function loader() {
  return { page: marketingPage("/company/whatclientsay"), testimonials };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? marketingMeta(loaderData.page) : [];
}

export default function ClientTestimonials({ loaderData }: Route.ComponentProps) {
  const { page, testimonials } = loaderData;
  return (
    <MarketingPageView
      page={page}
      crumbs={[
        { label: "Home", to: "/" },
        { label: "About Us", to: "/aboutus" },
        { label: page.title },
      ]}
    >
      <PageSection headingId="testimonials-heading" heading="In Our Clients' Words" band="bg-white">
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </PageSection>
    </MarketingPageView>
  );
}
