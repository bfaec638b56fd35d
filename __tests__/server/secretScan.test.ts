import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEED_ACCOUNTS } from '../../server/firestore/seed';
import { gridlinePolicy, scanDirectory, scanSourceMap, scanText, type SecretPolicy } from '../../scripts/secretScan';

const root = path.resolve(__dirname, '../..');
const policy = gridlinePolicy();
const rulesIn = (text: string, withPolicy: SecretPolicy = policy) =>
  scanText('planted.js', text, withPolicy).map((finding) => finding.rule);

// Planted values are joined from pieces so that no scanner of this repository mistakes them for real ones.
const join = (...parts: string[]) => parts.join('');
const googleKey = (seed: string) => join('AIza', 'Sy', seed.repeat(33).slice(0, 33));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('scanText', () => {
  it.each([
    ['private key block', join('-----BEGIN ', 'RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA')],
    ['private key block', join('-----BEGIN ', 'OPENSSH PRIVATE KEY-----')],
    ['private key block', join('-----BEGIN ', 'PRIVATE KEY-----')],
    ['service account private key', join('{"type":"service_account","private_key', '":"-----')],
    ['AWS access key id', `const id = "${join('AKIA', 'IOSFODNN7EXAMPLE')}";`],
    ['GitHub token', `token: '${join('ghp_', 'a1B2'.repeat(9))}'`],
    ['GitHub token', join('github_pat_', '11ABCDEFG0', 'x'.repeat(40))],
    ['Slack token', join('xoxb-', '1234567890-0987654321-', 'abcdefghijKLMNOP')],
    ['Slack webhook', join('https://hooks.slack.com/services/', 'T00000000/B00000000/', 'XXXXXXXXXXXXXXXXXXXXXXXX')],
    ['Stripe secret key', join('sk_', 'live_', '4eC39HqLyjWDarjtT1zdp7dc')],
    ['Stripe secret key', join('rk_', 'test_', '4eC39HqLyjWDarjtT1zdp7dc')],
    ['Google API key', `apiKey:"${googleKey('Ab3_')}"`],
    ['Google OAuth client secret', join('GOCSPX-', 'abcdefghijklmnopqrstuvwx12')],
    [
      'JSON Web Token',
      join('eyJhbGciOiJIUzI1NiJ9', '.eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'),
    ],
    ['hard-coded Bearer token', "headers: { Authorization: 'Bearer owner' }"],
    ['hard-coded Bearer token', join('Authorization: Bearer ', 'c2VjcmV0LXRva2VuLTEyMw==')],
    ['key in a URL', join('fetch("https://api.example.com/weather?lat=1&appid=', '0123456789abcdef0123")')],
  ])('finds a planted %s (sample %#)', (rule, text) => {
    expect(rulesIn(text)).toContain(rule);
  });

  it.each(SEED_ACCOUNTS.map((account) => [account.email, account.password] as const))(
    "finds the seeded password of %s, which only the Auth emulator's seeding knows",
    (email, password) => {
      expect(rulesIn(`{email:"${email}",password:"${password}"}`)).toContain(`seeded password of ${email}`);
    },
  );

  it("finds the Auth emulator's owner token", () => {
    expect(rulesIn('h.set("Authorization","Bearer owner")')).toEqual(
      expect.arrayContaining(["the Auth emulator's owner token"]),
    );
  });

  it('finds the source of a server file', () => {
    const source = readFileSync(path.join(root, 'server/http/jsonCache.ts'), 'utf8');
    expect(rulesIn(source)).toContain('server-only source (server/http/jsonCache.ts)');
  });

  it('lets the configured public Firebase key through, and no other Google key', () => {
    const configuredKey = googleKey('Pub1');
    const withKey = { ...policy, allowed: [...policy.allowed, configuredKey] };
    expect(rulesIn(`apiKey:"${configuredKey}"`, withKey)).toEqual([]);
    expect(rulesIn(`apiKey:"${googleKey('Oth2')}"`, withKey)).toEqual(['Google API key']);
  });

  it('finds nothing in what the client legitimately ships', () => {
    const shipped = [
      'const r=JSON.parse(\'{"WEATHER_API_KEY":"demo","FIREBASE_API_KEY":"demo-key","FIREBASE_PROJECT_ID":"demo-gridline"}\')',
      "INVALID_PASSWORD:'auth/wrong-password',MISSING_PASSWORD:'auth/missing-password',INVALID_API_KEY:'auth/invalid-api-key'",
      'headers.Authorization="Bearer "+token;',
      'url=`${base}?lat=${lat}&lon=${lon}&units=imperial&appid=${encodeURIComponent(key)}`',
      "'wrong-password': 'Incorrect email or password.'",
      'return new Promise((resolve, reject) => {',
    ].join('\n');
    expect(scanText('clean.js', shipped, policy)).toEqual([]);
  });

  it('finds nothing in any client source (they all ship, in the source maps)', () => {
    const findings = filesUnder(path.join(root, 'src')).flatMap((file) =>
      scanText(path.relative(root, file), readFileSync(file, 'utf8'), policy),
    );
    expect(findings).toEqual([]);
  });
});

describe('scanSourceMap', () => {
  const map = (sources: string[], sourcesContent: string[]) =>
    JSON.stringify({ version: 3, file: 'main.js', sources, sourcesContent, mappings: '' });

  it('finds a server file among the sources, and its embedded content', () => {
    const content = readFileSync(path.join(root, 'server/main.ts'), 'utf8');
    const findings = scanSourceMap('main.js.map', map(['webpack://gridline/./server/main.ts'], [content]), policy);
    expect(findings).toEqual(
      expect.arrayContaining([
        {
          file: 'main.js.map',
          rule: 'server-only source file in the map',
          match: 'webpack://gridline/./server/main.ts',
        },
        expect.objectContaining({
          file: 'main.js.map#webpack://gridline/./server/main.ts',
          rule: 'server-only source (server/main.ts)',
        }),
      ]),
    );
  });

  it('names the embedded source that holds a secret', () => {
    const planted = `const key = "${join('AKIA', 'IOSFODNN7EXAMPLE')}";`;
    const findings = scanSourceMap('app.js.map', map(['webpack://gridline/./src/app.ts'], [planted]), policy);
    expect(findings.map((finding) => finding.file)).toContain('app.js.map#webpack://gridline/./src/app.ts');
  });

  it('accepts client sources and packages', () => {
    const sources = [
      'webpack://gridline/./src/index.tsx',
      'webpack://gridline/./node_modules/some-lib/server/index.js',
    ];
    expect(scanSourceMap('ok.js.map', map(sources, ['export {};', 'module.exports = 1;']), policy)).toEqual([]);
  });
});

describe('scanDirectory', () => {
  it('reads every file below the folder and reports where a secret was planted', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridline-secrets-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'main.js'), 'console.log("hello")');
    writeFileSync(path.join(dir, 'assets', 'main.js.LICENSE.txt'), join('-----BEGIN ', 'EC PRIVATE KEY-----'));
    writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));

    const report = scanDirectory(dir, policy);
    rmSync(dir, { recursive: true });

    expect(report.scanned.sort()).toEqual(['assets/main.js', 'assets/main.js.LICENSE.txt', 'index.html']);
    expect(report.binary).toEqual(['logo.png']);
    expect(report.findings).toEqual([
      {
        file: 'assets/main.js.LICENSE.txt',
        rule: 'private key block',
        match: join('-----BEGIN ', 'EC PRIVATE KEY-----'),
      },
    ]);
  });
});
