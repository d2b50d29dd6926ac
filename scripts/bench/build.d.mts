// Types for build.mjs.
export declare function exec(command: string, args: string[], options?: { env?: NodeJS.ProcessEnv; quiet?: boolean }): Promise<void>;
export declare function buildInto(
  dist: string,
  steps?: [string, string[]][],
  env?: NodeJS.ProcessEnv,
): Promise<{ client: string; worker: string }>;
