import { testimonials } from "~/features/marketing/marketing-content.server";
import { MarketingPageView, marketingMeta } from "~/features/marketing/marketing-page";
import { marketingPage } from "~/features/marketing/marketing-pages.server";
import { TestimonialCard } from "~/features/marketing/testimonials-carousel";
import { CardGrid, cardWidth } from "~/ui/card-grid";
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
      <PageSection headingId="testimonials-heading" heading="In our clients' words" band="bg-white">
        <CardGrid className="mt-8">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={cardWidth(testimonials.length)}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
    </MarketingPageView>
  );
}
