import { lazy } from 'react';
import { Footer } from '../../components/layout/Footer';
import { injectApi } from '../store';

/** Where the data comes from: its own chunk with the product API, asked for once the page is painted. */
const SourcesLine = lazy(async () => {
  injectApi((await import('../../api/baseApi')).baseApi);
  return import(/* webpackChunkName: "sources" */ '../../features/sources/SourcesLine');
});

/** The footer of every page: the copyright line and where the data comes from (/sources: demo data, or nflverse). */
export function AppFooter() {
  return (
    <Footer>
      <SourcesLine />
    </Footer>
  );
}
