#!/usr/bin/env node
// Runs one command (output inherited, signals passed on) and, when it is over, writes the CPU
// seconds it and every process under it used to the file named by MEASURED_CPU_FILE; exits with
// its code. scripts/test.mjs runs each stage through it, so stages that run side by side each
// get their own CPU figure: the kernel adds a finished child's time (its children's included) to
// the parent that waits for it, and this process waits for the command alone.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: measured.mjs <command> [args…]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  const out = process.env.MEASURED_CPU_FILE;
  if (out) {
    try {
      // Fields after the command name (which may hold spaces): cutime and cstime are 16 and 17.
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      writeFileSync(out, String((Number(fields[13]) + Number(fields[14])) / 100)); // USER_HZ 100
    } catch {
      // Not Linux: no figure.
    }
  }
  process.exit(code ?? (signal ? 1 : 0));
});
