#!/usr/bin/env node
// The `president` command. The sources are TypeScript that Node runs directly (type
// stripping, Node >= 22.18); `npm install` puts a pinned Node 24 on the PATH of npx/npm run.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `president needs Node.js 22.18 or newer (this is ${process.versions.node}).\n` +
      'Run it as `npx president ...` inside the project, which uses the Node 24 that npm installed.\n',
  );
  process.exit(2);
}
const { main } = await import('../src/cli/main.ts');
main();
