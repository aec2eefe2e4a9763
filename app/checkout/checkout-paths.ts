/** A shopper's reservation page (only its owner can open it). */
export const reservationHref = (reservationId: string) => `/checkout/reservations/${reservationId}`;

/** Where a shopper resumes a payment that waits for their card's security check. */
export const authenticateHref = (reservationId: string) => `/checkout/authenticate?reservation=${reservationId}`;
