// How the global setup hands the running stack to the workers: environment variables, which
// Playwright passes from the runner (where the setup runs) to every worker it starts later.
export const STACK_WEB_URL_VARIABLE = 'MOBILE_PLANET_E2E_WEB_URL';
export const STACK_API_URL_VARIABLE = 'MOBILE_PLANET_E2E_API_URL';

/** The web app's address (the browser reaches the API and the Auth Emulator through it). */
export function webUrl(): string {
  const url = process.env[STACK_WEB_URL_VARIABLE];
  if (!url) throw new Error(`${STACK_WEB_URL_VARIABLE} is not set: run the tests through playwright.config.ts, whose global setup starts the stack`);
  return url;
}
