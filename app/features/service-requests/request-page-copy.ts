/**
 * The words around the service request form. The route's loader hands them to the page, so they
 * travel once in the prerendered document and not a second time in the form's script (issue 27:
 * the page's JavaScript is held to 110 KB).
 */
export const requestPageCopy = {
  lead: "Tell us about the transformer and what you have seen. With the nameplate data, the symptoms and the site details in hand, we send the right engineer with the right test kit on the first visit.",
  whatHappens: [
    {
      title: "A reference at once",
      text: "You get a VPS reference and a private status link as soon as the request is stored.",
    },
    {
      title: "A call from an engineer",
      text: "Our service desk calls you back day or night after a breakdown, and calls to agree planned work, within the times listed below.",
    },
    {
      title: "Status you can follow",
      text: "The link shows when an engineer is assigned, the visit date, and the notes we add for you.",
    },
  ],
  toHand:
    "Have the nameplate photo, the last oil test or DGA report and the relay flags to hand: they shorten the diagnosis on the phone.",
};

export type RequestPageCopy = typeof requestPageCopy;
