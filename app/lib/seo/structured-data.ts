import { type CompanyProfile, company } from "#app/lib/company.ts";
import { absoluteUrl } from "./site-url.ts";

export function organizationJsonLd(profile: CompanyProfile = company): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ElectricalContractor",
    "@id": `${absoluteUrl("/")}#organization`,
    name: profile.name,
    legalName: profile.legalName,
    description: profile.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.svg"),
    image: absoluteUrl("/og-image.png"),
    email: profile.email,
    telephone: profile.phones[0].e164,
    foundingDate: String(profile.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${profile.address.street}, ${profile.address.locality}`,
      addressLocality: profile.address.city,
      addressRegion: profile.address.region,
      postalCode: profile.address.postalCode,
      addressCountry: profile.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", ...profile.geo },
    hasMap: profile.mapsUrl,
    areaServed: { "@type": "Country", name: profile.address.country },
    contactPoint: profile.keyPersonnel.map((person) => ({
      "@type": "ContactPoint",
      name: person.name,
      contactType: person.role,
      telephone: person.phone.e164,
      email: profile.email,
      areaServed: profile.address.countryCode,
      availableLanguage: ["en", "hi", "gu"],
    })),
    sameAs: profile.social.map((link) => link.url),
  };
}
