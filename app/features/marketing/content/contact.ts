export type ContactPageContent = {
  title: string;
  description: string;
  heading: string;
  lead: string;
  benefits: { title: string; text: string }[];
  formHeading: string;
  formIntro: string;
  mapTitle: string;
  visitNote: string;
};

export const contactPage: ContactPageContent = {
  title: "Contact Us",
  description:
    "Call our 24/7 breakdown line or send an enquiry for transformer testing, repair, AMC, oil filtration or rental. Workshop in Makarpura, Vadodara, Gujarat.",
  heading: "Talk to Our Transformer Engineers",
  lead: "For a breakdown, call the service desk on +91 98765 43210 at any hour. For quotations, AMCs and rentals, call +91 91234 56789, write to enquiry@vidyutpower.example or use the form below.",
  benefits: [
    {
      title: "Expertise and Specialization",
      text: "Transformers and the switchgear around them are all we do. Your enquiry is read by an engineer who spends the working week on transformers rated up to 100 MVA and 220 kV.",
    },
    {
      title: "Reliable Support",
      text: "The breakdown line is staffed day and night, crews travel with their own test equipment, and every job closes with a written report that you can compare with the next one.",
    },
    {
      title: "Industry Coverage",
      text: "Our customers include refineries, power plants, pharma, automotive, water treatment, breweries and commercial buildings in Gujarat and the neighbouring states, and we travel further for larger jobs.",
    },
    {
      title: "Transformer Rental Services",
      text: "When your own unit is away for repair, we can supply a rental transformer of 100 kVA to 2.5 MVA or a mobile substation rated up to 5 MVA, connect it, and support it 24/7.",
    },
  ],
  formHeading: "Send Us Your Enquiry",
  formIntro:
    "Tell us what you need and, where you can, the transformer rating, voltage class, location and the date of your next shutdown. An engineer will reply within one working day.",
  mapTitle:
    "Map of Vidyut Power Solutions, Plot 214, GIDC Estate, Makarpura, Vadodara, Gujarat 390010",
  visitNote:
    "You are welcome to visit our Makarpura workshop in Vadodara to see our test equipment and filtration plants, by appointment arranged in advance through the sales desk.",
};
