#!/usr/bin/env node
// The `president-referee` command inside this project. The sources are TypeScript that Node runs
// directly (type stripping, Node >= 22.18); `npm install` puts a pinned Node 24 on the PATH of
// npx/npm run. The registry package (packages/president-referee) runs a compiled bundle instead.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `president-referee needs Node.js 22.18 or newer to run from the sources (this is ${process.versions.node}).\n` +
      'Run it as `npx --no president-referee ...` inside the project, which uses the Node 24 that npm installed.\n',
  );
  process.exit(2);
}
// V8's compile cache (Node 22.1+): the sources as stripped of their types and compiled are
// kept on disk (the OS's temporary folder, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE
// turns it off), so a run after the first starts without stripping and compiling them again.
(await import('node:module')).enableCompileCache?.();
const { main } = await import('../src/cli/main.ts');
main();
