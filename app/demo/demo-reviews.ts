/**
 * The demo dealers' customer reviews (spec 000 §2 'Reviews'). Dates are relative to `now`, so the
 * 'time ago' stays believable. A few on purpose fail the review filter (rating 3, no text,
 * 'Translated' text) so the demo shows it working: Apex and Highway show a carousel, Bayside a grid
 * of three, Cityline no reviews at all.
 */
import type { TenantDocumentInput } from "../tenants/tenant-document.ts";

type ReviewSettingsInput = NonNullable<NonNullable<TenantDocumentInput["config"]>["reviews"]>;
type ReviewInput = NonNullable<ReviewSettingsInput["items"]>[number];

const DAY = 86_400_000;

/** The date `days` ago in Australian Eastern Standard Time (YYYY-MM-DD). */
function ago(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY + 10 * 3_600_000).toISOString().slice(0, 10);
}

function review(now: Date, id: number, daysAgo: number, r: Omit<ReviewInput, "id" | "review_date" | "reply_date"> & { replyDaysAgo?: number }): ReviewInput {
  const { replyDaysAgo, ...rest } = r;
  return { id, review_date: ago(now, daysAgo), reply_date: replyDaysAgo === undefined ? null : ago(now, replyDaysAgo), ...rest };
}

export function apexReviews(now: Date): ReviewSettingsInput {
  return {
    card_variant: "default",
    leave_review_url: "https://search.google.com/local/writereview?placeid=ChIJApexMotorGroupDemo",
    minimum_average: 4,
    items: [
      review(now, 101, 3, {
        customer_name: "Sarah Mitchell",
        rating: 5,
        dealership_id: 1,
        text: "Bought a RAV4 Hybrid from Josh at Mount Gravatt. No pressure at all, he answered every question and had the car detailed and ready two days early. Would happily buy here again.",
        reply_text: "Thanks Sarah! Josh was thrilled to read this. Enjoy the RAV4 and see you for the first service.",
        replyDaysAgo: 2,
      }),
      review(now, 102, 9, {
        customer_name: "Liam Nguyen",
        rating: 5,
        dealership_id: 2,
        text: "Traded in my old Ranger and picked up a used Everest. Fair trade-in price, quick finance approval and the whole thing was done in an afternoon.",
      }),
      review(now, 103, 16, {
        customer_name: "Priya Sharma",
        rating: 4,
        dealership_id: 3,
        text: "Great range of EVs to test drive in one place, which made comparing easy. Handover took a little longer than planned but the team kept us updated and threw in a charging cable.",
      }),
      review(now, 104, 27, {
        customer_name: "Jack O'Connor",
        rating: 5,
        dealership_id: 2,
        text: "I'd been putting off buying a ute for months because I hate the dealership back-and-forth. Mel at Southport just gave me a straight drive-away price on the Triton, showed me the service history on the demo and let me take it home overnight to see if it fit in the garage. It did. Paperwork was done in 40 minutes the next day and the car was spotless. Couldn't recommend them more.",
        reply_text: "Cheers Jack, that's exactly how we like to do it. Enjoy the Triton!",
        replyDaysAgo: 25,
      }),
      review(now, 105, 33, { customer_name: "Kylie Brennan", rating: 3, dealership_id: 1, text: "Car was fine but I waited a while to be served on a busy Saturday." }),
      review(now, 106, 41, {
        customer_name: "Daniel Papadopoulos",
        rating: 5,
        dealership_id: 1,
        text: "Service centre is excellent. Booked online, they picked the car up from work and had it back by 4 pm with a clear report and photos of the brake pads.",
      }),
      review(now, 107, 48, { customer_name: "Mai Tran", rating: 5, dealership_id: 3, text: "Rất hài lòng với dịch vụ, nhân viên thân thiện. (Translated by Google) Very satisfied with the service, friendly staff." }),
      review(now, 108, 62, {
        customer_name: "Chloe Walsh",
        rating: 5,
        dealership_id: 2,
        text: "First car purchase for our daughter. They found a low-km Mazda2 within our budget and explained everything to her, not just to us. Lovely people.",
        reply_text: "Thank you Chloe, we hope she loves her first car. Safe driving!",
        replyDaysAgo: 60,
      }),
      review(now, 109, 75, { customer_name: "Tom Baker", rating: 5, dealership_id: 1, text: null }),
      review(now, 110, 96, {
        customer_name: "Hannah Schultz",
        rating: 4,
        dealership_id: 1,
        text: "Smooth purchase of a Kia Sportage. Finance manager was upfront about the rates and didn't push the extras. Only wish the coffee machine worked!",
      }),
      review(now, 111, 130, {
        customer_name: "Ravi Patel",
        rating: 5,
        dealership_id: 3,
        text: "Second car from Apex Parramatta. Same salesperson, same easy experience, and they remembered what we liked last time.",
      }),
    ],
  };
}

export function baysideReviews(now: Date): ReviewSettingsInput {
  return {
    card_variant: "highlighted",
    leave_review_url: "https://search.google.com/local/writereview?placeid=ChIJBaysideFordDemo",
    items: [
      review(now, 201, 5, {
        customer_name: "Mark Sullivan",
        rating: 5,
        text: "Picked up our new Ranger Wildtrak from Cleveland this week. The team walked us through every feature, paired our phones and even fitted the tow bar we'd ordered the same day. Communication from order to delivery was excellent and the price matched the quote to the dollar. Ten out of ten.",
        reply_text: "Thanks Mark, enjoy the Wildtrak and all the weekends away!",
        replyDaysAgo: 4,
      }),
      review(now, 202, 19, { customer_name: "Jess Kowalski", rating: 5, text: "Capalaba service crew sorted a warranty issue on my Escape quickly and gave me a loan car. Really appreciated it." }),
      review(now, 203, 44, { customer_name: "Brett Hollis", rating: 4, text: "Good deal on a demo Everest. Delivery was a week later than promised, but they kept me in the loop." }),
      review(now, 204, 52, { customer_name: "Angela Ross", rating: 2, text: "Had to chase them twice for a callback about a service quote." }),
      review(now, 205, 70, { customer_name: "Wei Zhang", rating: 5, text: "服务很好 (Translated by Google) Service was very good." }),
    ],
  };
}

export function highwayReviews(now: Date): ReviewSettingsInput {
  return {
    card_variant: "modern",
    autoplay_ms: 3000,
    minimum_average: 4.5,
    leave_review_url: "https://search.google.com/local/writereview?placeid=ChIJHighwayMotoDemo",
    items: [
      review(now, 301, 2, { customer_name: "Ben Carter", rating: 5, dealership_id: 1, text: "Bought an MT-07 as my first road bike. The team set it up for my height and booked my first service on the spot. Legends." }),
      review(now, 302, 12, {
        customer_name: "Leanne & Greg Foster",
        rating: 5,
        dealership_id: 2,
        text: "We spent a full morning at Nerang going through three different vans. Nobody rushed us, they hooked up the Jayco to our Prado to check the ball weight and walked us through the solar and water systems twice. Picked it up two weeks later with a full handover and a tank of gas. Already booked our first trip up to Fraser.",
        reply_text: "Thanks Leanne and Greg! Send us a photo from K'gari.",
        replyDaysAgo: 11,
      }),
      review(now, 303, 24, { customer_name: "Josh Whitfield", rating: 4, dealership_id: 1, text: "Good price on a used KTM 390 Adventure. Paperwork took a while but the bike was perfect." }),
      review(now, 304, 38, { customer_name: "Nikki Alvarez", rating: 5, dealership_id: 1, text: "Workshop turned my Street Triple service around same day and explained everything they'd done. Friendly, honest mechanics." }),
      review(now, 305, 57, { customer_name: "Steve Morgan", rating: 3, dealership_id: 2, text: "Van was good but the handover felt rushed." }),
      review(now, 306, 80, { customer_name: "Aroha Ngata", rating: 5, dealership_id: 2, text: "Traded our camper trailer on a Zone RV. Fair trade-in and great after-sales help when a hatch strut failed." }),
      review(now, 307, 101, { customer_name: "Callum Reid", rating: 5, dealership_id: 1, text: null }),
    ],
  };
}
