/// <reference types="astro/client" />

// `astro check` resolves `.astro` imports itself; plain TypeScript, as typed ESLint runs it,
// cannot, and would type every `.astro` import in a `.ts` file as an error. This fallback
// only applies where an import cannot be resolved otherwise.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}

// `client:queued` (src/components/stepper/queued-directive.ts), `client:referee`
// (src/components/referee/referee-directive.ts), `client:practice`
// (src/components/practice/practice-directive.ts) and `client:rules`
// (src/components/houserules/rules-directive.ts), registered in astro.config.mjs, on islands.
declare namespace Astro {
  interface ClientDirectives {
    'client:queued'?: boolean;
    'client:referee'?: boolean;
    'client:practice'?: boolean;
    'client:rules'?: boolean;
  }
}
