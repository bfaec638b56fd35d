// @ts-check
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const defaults = require('./src/config/defaults.json');

/** CONTRACT §3: each variable from the environment at build time, else its default. */
function buildConfig() {
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [name, process.env[name] ?? fallback]),
  );
}

/** @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const config = buildConfig();
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(config).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
        ),
      ),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
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
