/**
 * Whether the development tools (/dev/sms, later /dev/mail) answer. They publish sign-in codes and
 * messages to anyone who asks, so a production server (NODE_ENV=production, which `npm start` sets)
 * serves them only when DEV_MAILBOX=1 says so explicitly — for demos and browser tests.
 */
export function devToolsEnabled(env: { NODE_ENV: string; DEV_MAILBOX: boolean }): boolean {
  return env.NODE_ENV !== "production" || env.DEV_MAILBOX;
}
