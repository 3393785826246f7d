/** What each action is called on the page. */
export const actionLabels: Record<string, string> = {
  received: "Received",
  stage: "Stage changed",
  status: "Status changed",
  engineer: "Engineer assigned",
  "visit-date": "Visit date set",
  note: "Note added",
  released: "Released after review",
  "delivery-retried": "Delivery tried again",
  purge: "Expired enquiries deleted",
  plan: "Service plan set by hand",
  "plan-added": "Plan customer added",
  "plan-changed": "Plan customer changed",
  "unit-added": "Rental unit added",
  "unit-changed": "Rental unit changed",
  "unit-status": "Rental unit status changed",
};
