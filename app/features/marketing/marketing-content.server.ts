/** The copy of the home page, the contact page and the testimonials, from content/. */
import { loadContact, loadHome, loadTestimonials } from "./content-loader.ts";
import { contactFiles, homeFiles, testimonialFiles } from "./marketing-files.server.ts";

export const homeContent = loadHome(homeFiles);

export const contactPage = loadContact(contactFiles);

export const testimonials = loadTestimonials(testimonialFiles);
