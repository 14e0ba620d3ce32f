export function readDeployments(
  root: string,
  env?: Record<string, string | undefined>,
): Record<string, Record<string, unknown>>;
export function deploymentEnv(
  mode: string,
  root: string,
  env?: Record<string, string | undefined>,
): Record<string, string>;
