import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import defaults from '../src/config/defaults.json';
import { SEED_ACCOUNTS } from '../server/firestore/seed';

const root = path.resolve(__dirname, '..');

export interface SecretFinding {
  /** The file, or `file#source` for a source embedded in a source map. */
  file: string;
  rule: string;
  match: string;
}

export interface SecretPolicy {
  /** Values that may match a rule because the client needs them: the public config. */
  allowed: readonly string[];
  /** Exact server-only values that must never ship, each with the rule that names it. */
  forbidden: ReadonlyArray<{ rule: string; value: string }>;
  /**
   * Each server-only source file's distinctive lines (trimmed); a few of one file's in a shipped file means it shipped.
   */
  serverFiles: ReadonlyArray<{ file: string; lines: ReadonlySet<string> }>;
  /** Source-map `sources` that must never be embedded. */
  serverSource: RegExp;
}

/** Shapes of credentials that never belong in a browser bundle. */
export const SECRET_RULES: ReadonlyArray<{ rule: string; pattern: RegExp }> = [
  { rule: 'private key block', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g },
  { rule: 'service account private key', pattern: /"private_key"\s*:\s*"/g },
  { rule: 'AWS access key id', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  { rule: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { rule: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { rule: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]+/g },
  { rule: 'Stripe secret key', pattern: /\b(?:(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{10,}|whsec_[0-9A-Za-z]{20,})/g },
  { rule: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { rule: 'Google OAuth client secret', pattern: /\bGOCSPX-[A-Za-z0-9_-]{20,}/g },
  { rule: 'Firebase Cloud Messaging server key', pattern: /\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{20,}/g },
  { rule: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
  { rule: 'hard-coded Bearer token', pattern: /\bBearer [A-Za-z0-9\-._~+/]{5,}=*/g },
  { rule: 'key in a URL', pattern: /[?&](?:appid|api_?key|apikey|key|access_token|token)=[A-Za-z0-9_-]{8,}/gi },
];

const MIN_SERVER_LINE = 40;
// A single line may be generic code that a library shares ('return new Promise((resolve, reject) => {').
const SERVER_LINES_TO_MATCH = 3;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

const sourceLines = (text: string) => text.split('\n').map((line) => line.trim());

/**
 * Gridline's policy: the public Firebase web config and the weather key of the build (CONTRACT §3)
 * may ship; the seeded accounts' passwords, the emulator's owner token and server/ or scripts/
 * source may not.
 */
export function gridlinePolicy(): SecretPolicy {
  const configured = (name: keyof typeof defaults) => process.env[name] ?? defaults[name];
  const shared = new Set(filesUnder(path.join(root, 'src')).flatMap((file) => sourceLines(readFileSync(file, 'utf8'))));
  const serverFiles = ['server', 'scripts']
    .flatMap((dir) => filesUnder(path.join(root, dir)))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({
      file: path.relative(root, file),
      lines: new Set(
        sourceLines(readFileSync(file, 'utf8')).filter((line) => line.length >= MIN_SERVER_LINE && !shared.has(line)),
      ),
    }))
    .filter(({ lines }) => lines.size > 0);
  return {
    allowed: [configured('FIREBASE_API_KEY'), configured('WEATHER_API_KEY')],
    forbidden: [
      ...SEED_ACCOUNTS.map((account) => ({ rule: `seeded password of ${account.email}`, value: account.password })),
      { rule: "the Auth emulator's owner token", value: 'Bearer owner' },
    ],
    serverFiles,
    serverSource: /(?:^|[/\\])(?:server|scripts)[/\\]/,
  };
}

// The whole match, or the value after `=` in a URL, is one of the public values.
const isAllowed = (match: string, policy: SecretPolicy) =>
  policy.allowed.some((value) => value !== '' && (match === value || match.endsWith(`=${value}`)));

/** Every secret in one text: rule matches that are not allowed, forbidden values, server source lines. */
export function scanText(file: string, text: string, policy: SecretPolicy): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { rule, pattern } of SECRET_RULES) {
    for (const [match] of text.matchAll(pattern)) {
      if (!isAllowed(match, policy)) findings.push({ file, rule, match });
    }
  }
  for (const { rule, value } of policy.forbidden) {
    if (text.includes(value)) findings.push({ file, rule, match: value });
  }
  const lines = new Set(sourceLines(text));
  for (const server of policy.serverFiles) {
    const shipped = [...server.lines].filter((line) => lines.has(line));
    if (shipped.length >= Math.min(SERVER_LINES_TO_MATCH, server.lines.size)) {
      findings.push({ file, rule: `server-only source (${server.file})`, match: shipped[0] ?? '' });
    }
  }
  return findings;
}

interface SourceMap {
  sources?: unknown;
  sourcesContent?: unknown;
}

const strings = (value: unknown): Array<string | undefined> =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : undefined)) : [];

/** A source map's text, its embedded server-only sources, and each embedded source's content. */
export function scanSourceMap(file: string, text: string, policy: SecretPolicy): SecretFinding[] {
  const map = JSON.parse(text) as SourceMap;
  const sources = strings(map.sources);
  const contents = strings(map.sourcesContent);
  return [
    ...scanText(file, text, policy),
    ...sources.flatMap((source) =>
      source && policy.serverSource.test(source) && !source.includes('node_modules')
        ? [{ file, rule: 'server-only source file in the map', match: source }]
        : [],
    ),
    ...contents.flatMap((content, index) =>
      content ? scanText(`${file}#${sources[index] ?? index}`, content, policy) : [],
    ),
  ];
}

/** Scans every file under `dir` (binary files, those with a NUL byte, are listed apart). */
export function scanDirectory(
  dir: string,
  policy: SecretPolicy,
): { scanned: string[]; binary: string[]; findings: SecretFinding[] } {
  const scanned: string[] = [];
  const binary: string[] = [];
  const findings: SecretFinding[] = [];
  for (const full of filesUnder(dir)) {
    const file = path.relative(dir, full);
    const bytes = readFileSync(full);
    if (bytes.includes(0)) {
      binary.push(file);
      continue;
    }
    scanned.push(file);
    const text = bytes.toString('utf8');
    findings.push(...(file.endsWith('.map') ? scanSourceMap(file, text, policy) : scanText(file, text, policy)));
  }
  return { scanned, binary, findings };
}
