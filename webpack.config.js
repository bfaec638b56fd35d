// @ts-check
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const defaults = require('./src/config/defaults.json');
const tsx = require('tsx/cjs/api');

/**
 * How often 2023's games ended by each margin (data/keyNumbers), counted here by the function the server counts the
 * real seasons with, and put into the bundle as `__GRIDLINE_KEY_NUMBERS__`: the client never fetches it.
 * @returns {import('./src/domain/bettorMath/keyNumbers').KeyNumberTable}
 */
function builtInKeyNumbers() {
  // Registered for this one require: tsx's scoped require tags module ids in a way webpack's cache cannot resolve.
  const unregister = tsx.register();
  try {
    return require('./scripts/builtInKeyNumbers.ts').builtInKeyNumbers();
  } finally {
    unregister();
  }
}

/** CONTRACT §3: each variable from the environment at build time, else its default. */
function buildConfig() {
  return Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, process.env[name] ?? fallback]));
}

/**
 * Writes dist/bundle-stats.json: the entry's files (what loads before the first paint) and every
 * chunk's files, so the bundle budget is checked from the build itself (scripts/bundleSize.ts).
 */
class BundleStatsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleStatsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const js = (/** @type {Iterable<string>} */ files) => [...files].filter((file) => file.endsWith('.js'));
          const entry = compilation.entrypoints.get('main');
          const stats = {
            initial: entry ? js(entry.getFiles()) : [],
            // Each lazily imported screen's files (its chunk and the shared chunks it needs), for preloading.
            groups: Object.fromEntries(
              [...compilation.namedChunkGroups].map(([name, group]) => [name, js(group.getFiles())]),
            ),
            chunks: [...compilation.chunks].map((chunk) => ({
              name: chunk.name ?? String(chunk.id),
              initial: chunk.canBeInitial(),
              files: js(chunk.files),
            })),
          };
          compilation.emitAsset('bundle-stats.json', new webpack.sources.RawSource(JSON.stringify(stats, null, 2)));
        },
      );
    });
  }
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of every script: its
 * functions compile on the thread that streams the file in, not on the main thread when first called
 * (issue #40: at 4× CPU the first call's compile was most of the start-up's long tasks). Browsers
 * without the hint read a comment.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment), before the source maps are written (so they
        // count the added line).
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        (assets) => {
          for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}

/** @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const config = buildConfig();
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      // GRIDLINE_DIST_DIR: a build beside dist/ (the browser suite's real-season build has another opener).
      path: path.resolve(__dirname, process.env.GRIDLINE_DIST_DIR || 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Kept between builds (node_modules/.cache/webpack): the browser suite's second build, of the real
    // seasons with another opener, redoes only what that changes; a rebuild after an edit, what it touched.
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type checking is `npm run typecheck`'s job; the build only transpiles.
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        ...Object.fromEntries(
          Object.entries(config).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
        ),
        __GRIDLINE_KEY_NUMBERS__: JSON.stringify(builtInKeyNumbers()),
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        // Inline in <head>, before the first paint (its hash is in the server's CSP): presses made while the
        // app's code loads are held for it (src/app/earlyClicks.ts).
        templateParameters: { earlyClickHolder: readFileSync('./src/app/earlyClickHolder.js', 'utf8').trim() },
      }),
      ...(production ? [new BundleStatsPlugin(), new CompileHintsPlugin()] : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // RTK Query loads with the first screen that fetches, off the app shell's critical path.
          query: {
            test: /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
            name: 'query',
            chunks: 'async',
            priority: 30,
          },
          // The bets' API, asked for by My bets, by the outbox (a bet logged on any screen) and by the line history's
          // marks: one chunk for all three, where it stood in My bets' chunk too (2.3 KB twice).
          meApi: {
            test: /[\\/]src[\\/]features[\\/]myBets[\\/]meApi\.ts$/,
            name: 'me-api',
            chunks: 'async',
            enforce: true,
            priority: 25,
          },
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer|redux-thunk|styled-components|@emotion|stylis|tslib)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080' }],
    },
  };
};
