/** The key pages of issue 13: the bench measures them and the size budget test holds them to its ceiling. */
export const keyPages = {
  home: "/",
  services: "/services",
  details: "/services/details/oil-temperature-indicator",
  contact: "/contact",
  search: "/services/search/oil",
  "case studies": "/case-studies",
  "service request": "/service-request",
};
