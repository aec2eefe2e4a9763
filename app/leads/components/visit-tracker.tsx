import { useEffect } from "react";
import { useLocation } from "react-router";
import { recordLanding, recordReferrer, recordVisit } from "../shopper-memory.ts";

/**
 * Keeps the visit trail for lead_attributes (the last pages seen, the landing page's campaign
 * parameters and the site that sent the shopper). Mount once in the root layout so every page counts; the lead forms record their own
 * page too, so without it a lead still names the page it was sent from.
 */
export function VisitTracker() {
  const location = useLocation();
  useEffect(() => {
    recordVisit(location.pathname);
    recordLanding(location.search);
    recordReferrer(document.referrer, window.location.host);
  }, [location.pathname, location.search]);
  return null;
}
