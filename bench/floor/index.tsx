import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';

/**
 * The floor page of `npm run bench` (issue #22): React, Redux Toolkit, the router and
 * styled-components rendering one heading, the least any page of this stack can cost. Each of the
 * app's Lighthouse figures is printed beside it, as a ratio.
 */
const title = createSlice({ name: 'title', initialState: { text: 'Gridline' }, reducers: {} });
const store = configureStore({ reducer: { title: title.reducer } });

const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; }
`;

const Heading = styled.h1`
  margin: 24px;
  font-size: 2rem;
`;

function Title() {
  const text = useSelector((state: ReturnType<typeof store.getState>) => state.title.text);
  return <Heading>{text}</Heading>;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <Global />
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Title />} />
          </Routes>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
