// React Router's production build creates its components at the top level with unannotated
// `React.forwardRef(…)` calls and names them for React DevTools (`Form.displayName = "Form"`).
// A bundler must assume both have side effects, so every page shipped `<Form>`, `useSubmit` and
// the form-submission helpers though the app has no router form: 1.3 KB of gzip on each page.
// This marks those calls pure and drops the DevTools names from the browser's build, so an unused
// component is left out like any unused function. If an upgrade changes that code, the build
// fails here rather than quietly shipping the weight again.
import type { Plugin } from 'vite';

const ROUTER_BUILD = /\/react-router\/dist\/production\/[^/]+\.mjs$/;
const FORWARD_REF = /=\s*(React\d*\.forwardRef\()/g;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

export function pureRouter(): Plugin {
  let annotated = 0;
  return {
    name: 'mobile-planet:pure-router',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      annotated = 0;
    },
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      const pure = code.replace(FORWARD_REF, (_match, call: string) => {
        annotated += 1;
        return `= /* @__PURE__ */ ${call}`;
      });
      if (pure === code) return null;
      // Same number of lines, so the source map of the rest of the file still holds.
      return { code: pure.replace(DISPLAY_NAME, ''), map: null };
    },
    buildEnd(error) {
      if (!error && annotated === 0) {
        this.error("pure-router: no React.forwardRef(…) found in React Router's production build; check whether this plugin still applies");
      }
    },
  };
}
