/** Child processes and ports for the registry rehearsal: loopback only, every wait bounded. */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; throws with its output when it fails. Returns stdout. */
export function run(command, args, options = {}) {
  const started = Date.now();
  try {
    const out = execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 300_000,
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    });
    return out;
  } catch (error) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    throw new Error(
      `${command} ${args.join(' ')} failed after ${seconds} s (in ${options.cwd ?? process.cwd()}):\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`,
    );
  }
}

/**
 * Starts a long-running process and waits until `url` answers 2xx (at most `timeoutMs`).
 * Returns `stop()`, which ends the process group.
 */
export async function startService(name, command, args, { url, timeoutMs = 120_000, ...options }) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before answering:\n${output}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { stop, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${output}`);
}
