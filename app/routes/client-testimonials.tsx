import { testimonials } from "#app/features/marketing/marketing-content.server.ts";
import { MarketingPageView, marketingMeta } from "#app/features/marketing/marketing-page.tsx";
import { marketingPage } from "#app/features/marketing/marketing-pages.server.ts";
import { TestimonialCard } from "#app/features/marketing/testimonials-carousel.tsx";
import { CardGrid, cardWidth } from "#app/ui/card-grid.tsx";
import { PageSection } from "#app/ui/section.tsx";
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
