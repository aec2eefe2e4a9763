import { useEffect } from "react";
import { useLocation } from "react-router";
import { recordLanding, recordVisit } from "../shopper-memory.ts";

/**
 * Keeps the visit trail for lead_attributes (the last pages seen, and the landing page's campaign
 * parameters). Mount once in the root layout so every page counts; the lead forms record their own
 * page too, so without it a lead still names the page it was sent from.
 */
export function VisitTracker() {
  const location = useLocation();
  useEffect(() => {
    recordVisit(location.pathname);
    recordLanding(location.search);
  }, [location.pathname, location.search]);
  return null;
}
