// Types for network-idle.mjs (plain ESM so that `npm run bench` runs it without a build step).
export declare const IDLE_BUDGETS: { marketing: number; marketplace: number; auth: number; workspace: number };
export declare function idleBudgetOf(page: string): { kind: keyof typeof IDLE_BUDGETS; bytes: number };
export interface IdleResult {
  page: string;
  path: string;
  scripts: number;
  gzip: number;
  files: { url: string; gzip: number }[];
  status: number | null;
  error?: string;
}
export declare function measureUntilIdle(options: { origin: string; pages: { page: string; path: string }[]; cookie?: string; log: (message: string) => void }): Promise<IdleResult[]>;
