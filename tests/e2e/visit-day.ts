/**
 * The day the desk's tests book a visit for: four weeks from today in India, inside the year
 * either way that the console accepts, with the two ways the site writes a day. The words are
 * put together here from names written out, not by the site's own formatters.
 */
const monthNames =
  "January February March April May June July August September October November December".split(
    " ",
  );
/** Short month names as Indian English writes them: three letters, but "Sept". */
const shortMonthNames = "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec".split(" ");
const weekdayNames = "Sun Mon Tue Wed Thu Fri Sat".split(" ");

const istOffsetMs = 330 * 60_000;
const day = new Date(Date.now() + istOffsetMs + 28 * 86_400_000);
const [date, month, year] = [day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear()];

export const visitDay = {
  /** As a date field takes it: "2030-01-15". */
  iso: day.toISOString().slice(0, 10),
  /** As the console writes it: "15 Jan 2030". */
  short: `${date} ${shortMonthNames[month]} ${year}`,
  /** As the customer's status page writes it: "Tue, 15 January 2030". */
  long: `${weekdayNames[day.getUTCDay()]}, ${date} ${monthNames[month]} ${year}`,
};
