// How the global setup hands the running stack to the workers: environment variables, which
// Playwright passes from the runner (where the setup runs) to every worker it starts later.
export const STACK_WEB_URL_VARIABLE = 'MOBILE_PLANET_E2E_WEB_URL';
export const STACK_API_URL_VARIABLE = 'MOBILE_PLANET_E2E_API_URL';
/** Mailpit's web UI and API: the tests read the mail the API sent through it. */
export const STACK_MAIL_URL_VARIABLE = 'MOBILE_PLANET_E2E_MAIL_URL';
