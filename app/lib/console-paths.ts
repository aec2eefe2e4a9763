/** The dealer console's pages (issue 11): `/dealer` and below, and React Router's data requests for them. */
export const isConsolePath = (path: string) => /^\/dealer(\/|\.data$|$)/.test(path);
