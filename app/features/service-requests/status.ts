/** The life of a service request, in order, with the words the customer and staff see. */
export const requestStatuses = [
  "received",
  "acknowledged",
  "assigned",
  "scheduled",
  "on-site",
  "completed",
  "closed",
] as const;

export type RequestStatus = (typeof requestStatuses)[number];

export const statusLabels: Record<RequestStatus, string> = {
  received: "Received",
  acknowledged: "Acknowledged",
  assigned: "Engineer assigned",
  scheduled: "Scheduled",
  "on-site": "On site",
  completed: "Completed",
  closed: "Closed",
};
