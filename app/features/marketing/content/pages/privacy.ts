import type { MarketingPage } from "~/ui/content-types";

export const privacyPage: MarketingPage = {
  path: "/privacy",
  title: "Privacy Notice",
  description:
    "What personal data our two enquiry forms collect, why, how long it is kept, and your rights under India's Digital Personal Data Protection Act, 2023.",
  eyebrow: "Legal",
  heading: "Privacy Notice for Our Enquiry Forms",
  lead: "This notice is given under the Digital Personal Data Protection Act, 2023. It explains what we do with the personal data you send us through this website, and how you can exercise your rights.",
  blocks: [
    {
      kind: "prose",
      id: "scope",
      heading: "Who We Are and What This Notice Covers",
      paragraphs: [
        "Last updated: 21 November 2026.",
        "Vidyut Power Solutions Pvt. Ltd., Plot 214, GIDC Estate, Makarpura, Vadodara, Gujarat 390010, decides why and how the personal data described here is processed, and is therefore the Data Fiduciary under the Act.",
        "This notice covers the two enquiry forms on this website: the general enquiry form on the Contact Us page, and the form for asking about a particular service or product. If you read the site without submitting a form, we do not ask for your name or contact details. The forms are meant for adults making business enquiries; if you are under 18, please ask a parent or guardian to contact us instead.",
      ],
    },
    {
      kind: "list",
      id: "data-collected",
      heading: "Personal Data We Collect",
      intro: "When you submit an enquiry form, we receive the following:",
      items: [
        { title: "Your name", text: "So that we know whom we are answering." },
        {
          title: "Your e-mail address and phone number",
          text: "So that we can reply, and call you if the enquiry needs a discussion.",
        },
        {
          title: "Your message",
          text: "Whatever you choose to write about your requirement. Please do not include personal details that the enquiry does not need.",
        },
        {
          title: "The service or product you ask about",
          text: "So that the enquiry reaches the right engineer or sales person.",
        },
        {
          title: "The IP address of your device",
          text: "Recorded with the submission and used only to protect the forms against spam and abuse.",
        },
      ],
    },
    {
      kind: "list",
      id: "purpose",
      heading: "Purpose and Lawful Basis",
      items: [
        {
          title: "Purpose",
          text: "We use your data to answer your enquiry, to prepare a quotation if you ask for one, and to follow up on that enquiry or quotation. We do not use it for newsletters, unrelated marketing or any other purpose.",
        },
        {
          title: "Lawful basis",
          text: "We process your data on the basis of your consent, which you give by submitting the form after reading this notice.",
        },
        {
          title: "Withdrawing consent",
          text: "You may withdraw your consent at any time by writing to us, as easily as you gave it. We will then stop processing your data and delete it, unless a law requires us to keep it. Withdrawal does not affect processing carried out before it.",
        },
      ],
    },
    {
      kind: "list",
      id: "retention-sharing",
      heading: "How Long We Keep It and Who Receives It",
      items: [
        {
          title: "Enquiries",
          text: "Kept in the website's records for 24 months after the enquiry reaches us and then deleted automatically; letters and quotations that follow from it are kept with our business records.",
        },
        {
          title: "Submissions flagged as spam",
          text: "Kept for 30 days so that a wrongly flagged enquiry can be recovered, and then deleted automatically.",
        },
        {
          title: "Our e-mail provider",
          text: "The only party that receives your data is the e-mail service provider that delivers form submissions to our staff. It acts on our instructions as a Data Processor and may not use the data for its own purposes.",
        },
        {
          title: "No sale",
          text: "We never sell, rent or trade personal data. We would disclose it to an authority only if a law required us to do so.",
        },
        {
          title: "Security",
          text: "Access is limited to the staff who handle enquiries and quotations. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the Act requires.",
        },
      ],
    },
    {
      kind: "list",
      id: "rights",
      heading: "Your Rights as a Data Principal",
      items: [
        {
          title: "Access",
          text: "Ask for a summary of the personal data we hold about you, how we process it, and with whom it has been shared.",
        },
        {
          title: "Correction and completion",
          text: "Ask us to correct, complete or update data that is inaccurate, incomplete or out of date.",
        },
        {
          title: "Erasure",
          text: "Ask us to delete your data when it is no longer needed for the purpose you gave it for.",
        },
        {
          title: "Grievance redressal",
          text: "Raise a grievance about how we have handled your data and receive a response.",
        },
        {
          title: "Nomination",
          text: "Nominate another person to exercise these rights on your behalf in the event of your death or incapacity.",
        },
      ],
    },
    {
      kind: "steps",
      id: "exercise-rights",
      heading: "How to Exercise Your Rights",
      steps: [
        {
          title: "Write to us",
          text: "Send your request to enquiry@vidyutpower.example, with the name and e-mail address you used on the form so that we can find your enquiry. We may ask you to confirm your identity before acting on it.",
        },
        {
          title: "Receive our answer",
          text: "We answer every request within 30 days of receiving it.",
        },
        {
          title: "Contact the Grievance Officer",
          text: "If you are not satisfied, write to the Grievance Officer, Vidyut Power Solutions Pvt. Ltd., at the Vadodara address: Plot 214, GIDC Estate, Makarpura, Vadodara, Gujarat 390010, or by e-mail to the address above marked for the Grievance Officer.",
        },
        {
          title: "Complain to the Data Protection Board",
          text: "Once you have used our grievance process, you have the right to complain to the Data Protection Board of India.",
        },
      ],
    },
    {
      kind: "prose",
      id: "cookies",
      heading: "No Cookies, Analytics or Tracking",
      paragraphs: [
        "This website sets no cookies. It runs no analytics, and it carries no advertising, tracking pixels or social media tracking scripts, so we do not build a profile of your visit.",
        "The contact page shows a drawing of our location, not a live map. Only if you press Show the map does your browser load the map from Google, which then receives your IP address and may set its own cookies under Google's privacy policy; until you press it, no request goes to Google.",
        "If we change how we handle personal data, we will update this notice and the date at the top of it before the change takes effect.",
      ],
    },
    {
      kind: "cta",
      id: "contact",
      heading: "A Question About Your Data?",
      text: "You can also reach us through the contact page; mention that your message concerns personal data and it will be passed to the Grievance Officer.",
      action: { label: "Go to the contact page", to: "/contact" },
    },
  ],
};
