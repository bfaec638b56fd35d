// @ts-check
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The floor page's production build (bench/floor.ts runs it): the app's loaders, one entry. */
module.exports = {
  mode: 'production',
  entry: { main: path.join(__dirname, 'index.tsx') },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: 'assets/[name].[contenthash:10].js',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), scriptLoading: 'defer' })],
};
