/** The copy of the home page, the contact page and the testimonials, from content/. */
import { loadContact, loadHome, loadLeaders, loadTestimonials } from "./content-loader.ts";
import {
  contactFiles,
  homeFiles,
  leaderFiles,
  testimonialFiles,
} from "./marketing-files.server.ts";

export const homeContent = loadHome(homeFiles);

export const contactPage = loadContact(contactFiles);

export const leaders = loadLeaders(leaderFiles);

export const testimonials = loadTestimonials(testimonialFiles);
