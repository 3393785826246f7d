import { MarketingPageView } from "~/components/marketing-page";
import { whatClientsSayPage } from "~/content/pages/company";
import { testimonials } from "~/content/testimonials";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/client-testimonials";

export function loader() {
  return { page: whatClientsSayPage, testimonials };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.hero?.src,
  });
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
      <section aria-labelledby="testimonials-heading" className="bg-white py-14 lg:py-20">
        <div className="page-x">
          <h2 id="testimonials-heading" className="text-2xl font-semibold sm:text-3xl">
            In Our Clients' Words
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-card border border-steel-200 bg-white p-6 shadow-card">
                  <blockquote className="flex-1 text-steel-700">
                    <p>{testimonial.feedBack}</p>
                  </blockquote>
                  <figcaption className="mt-6 border-t-4 border-amber-500 pt-4">
                    <p className="font-semibold text-navy-950">{testimonial.name}</p>
                    <p className="text-sm text-steel-600">{testimonial.work}</p>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </MarketingPageView>
  );
}
