/** One benchmark of `npm run bench`: a script run with arguments, and the JSON file it writes. */
export interface Step {
  /** Also the JSON file's name in the results folder: `<id>.json`. */
  id: string;
  title: string;
  script: string;
  args: string[];
  /** Extra environment, e.g. the database a step measures. */
  env?: NodeJS.ProcessEnv;
  /** Set when the step cannot run here; the report says why instead of giving figures. */
  skipped?: string;
}

export interface StepOutcome {
  id: string;
  title: string;
  seconds: number;
  status: 'ok' | 'failed' | 'skipped';
  note?: string;
  /** The step's JSON report, when it wrote one. */
  result?: unknown;
}
