/**
 * The words of an alert (issue 16, ADR 048): one SMS and one email per message, each with a link that opens the search
 * or the car and a one-click unsubscribe link. Pure: the sweeper gives the cars, links and names.
 */
import { formatPrice } from "../lib/format.ts";
import { EMAIL_CARS, SMS_CARS, type WatchChange } from "./alert-rules.ts";

export type AlertCar = { title: string; price: number | null; url: string };

export type AlertContent =
  | { kind: "new-matches"; dealerName: string; searchName: string; searchUrl: string; cars: AlertCar[]; unsubscribeUrl: string }
  | { kind: "watch"; dealerName: string; change: WatchChange; car: AlertCar; unsubscribeUrl: string };

export type AlertText = { sms: string; subject: string; text: string };

const price = (p: number | null) => formatPrice(p) ?? "Price on request";
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function watchHeadline(change: WatchChange, car: AlertCar): string {
  switch (change.kind) {
    case "price-drop":
      return `Price drop: the ${car.title} you're watching is now ${price(change.to)} (was ${price(change.from)})`;
    case "sold":
      return `The ${car.title} you're watching has been sold or is no longer listed`;
    case "back-in-stock":
      return `Back in stock: the ${car.title} you're watching is available again at ${price(car.price)}`;
  }
}

/** The SMS (short: the first few cars, then a link) and the email (subject and plain text) of one alert. */
export function alertText(content: AlertContent): AlertText {
  if (content.kind === "watch") {
    const headline = watchHeadline(content.change, content.car);
    const link = content.change.kind === "sold" ? "" : `\nSee it: ${content.car.url}`;
    return {
      sms: `${content.dealerName}: ${headline}.${link}\nStop these alerts: ${content.unsubscribeUrl}`,
      subject: `${headline.replace(/ you're watching/, "")} · ${content.dealerName}`,
      text: `${headline}.\n${link ? `${link.trim()}\n` : ""}\nYou get this because you asked ${content.dealerName} to tell you about this car.\nStop these alerts (one click, no sign-in): ${content.unsubscribeUrl}\n`,
    };
  }
  const { cars } = content;
  const count = plural(cars.length, "new car");
  const lines = (n: number) => [
    ...cars.slice(0, n).map((c) => `- ${c.title}, ${price(c.price)}: ${c.url}`),
    ...(cars.length > n ? [`…and ${cars.length - n} more`] : []),
  ];
  return {
    sms: `${content.dealerName}: ${count} for "${content.searchName}"\n${cars
      .slice(0, SMS_CARS)
      .map((c) => `${c.title} ${price(c.price)}`)
      .join("\n")}${cars.length > SMS_CARS ? `\n+${cars.length - SMS_CARS} more` : ""}\nSee them: ${content.searchUrl}\nStop: ${content.unsubscribeUrl}`,
    subject: `${count} for "${content.searchName}" at ${content.dealerName}`,
    text: `${count} for your saved search "${content.searchName}":\n\n${lines(EMAIL_CARS).join("\n")}\n\nOpen the search: ${content.searchUrl}\n\nYou get this because you saved this search at ${content.dealerName}.\nStop these alerts (one click, no sign-in): ${content.unsubscribeUrl}\n`,
  };
}
