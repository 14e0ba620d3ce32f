/** Console helpers shared by the project's scripts (node built-ins only). */
export function step(message) {
  console.log(`\n▶ ${message}`);
}

/** Prints one clear line and exits: the way scripts report what is missing, never a stack trace. */
export function fail(message, code = 1) {
  console.error(`\n✖ ${message}`);
  process.exit(code);
}

export class ScriptError extends Error {}
