import type { Testimonial } from "~/ui/content-types";

export const testimonials: Testimonial[] = [
  {
    name: "Sanjay Kulkarni",
    work: "Plant Electrical Manager, auto components plant, Chakan (Pune)",
    feedBack:
      "Our 1.6 MVA forge-shop transformer tripped on Buchholz a little before midnight. Their engineer reached the plant before 4 a.m., tested the relay gas, traced the cause to an overheated lead joint rather than a winding fault, and we were back on load the next afternoon. The written report came two days later.",
  },
  {
    name: "Meenakshi Iyer",
    work: "Reliability Engineer, captive power plant, Bharuch",
    feedBack:
      "After the monsoon, oil in two of our 20 MVA units tested at around 32 kV BDV with moisture above 35 ppm. Their mobile plant ran on each transformer for about four days during a planned outage. Final readings were above 70 kV and below 10 ppm, and the DGA taken afterwards is now our baseline.",
  },
  {
    name: "Farooq Shaikh",
    work: "Chief Engineer (Facilities), multi-speciality hospital, Ahmedabad",
    feedBack:
      "We have had their AMC on eleven distribution transformers and two HT panels for four years. Visits happen on the agreed dates, the checklists are filled in properly, and the yearly summary shows IR and oil trends for every unit. That summary is what we now use to plan replacements in our budget.",
  },
  {
    name: "Vikram Singh Rathore",
    work: "Electrical Head, cement plant, Chittorgarh",
    feedBack:
      "When our packing-plant transformer had to go out for rewinding, they delivered a 2 MVA, 11 kV/433 V rental unit, installed and tested it inside one weekend shutdown, and answered our calls throughout the eleven weeks it ran. Changing back to our own transformer was handled just as carefully.",
  },
  {
    name: "Anjali Deshmukh",
    work: "Senior Electrical Engineer, pharmaceutical formulation plant, Vapi",
    feedBack:
      "Their pre-monsoon testing covered six transformers and our 11 kV VCBs. The SFRA trace of one unit did not match its earlier reference, and they explained the deviation plainly without alarming anyone. We opened the unit at the next shutdown and found a displaced clamping spacer, corrected before it became a failure.",
  },
];
