/**
 * The `KEY=value` files a deploy reads (`.env.<mode>`, `functions/.env.<project>`,
 * `extensions/<instance>.env`), as Vite and firebase-tools read them: one assignment a line,
 * `#` comments, optional quotes around the value. Pure.
 */
export function parseDotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const [, name, raw] = match as unknown as [string, string, string];
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    vars[name] = quoted ? quoted[2]! : raw.replace(/\s+#.*$/, '');
  }
  return vars;
}
