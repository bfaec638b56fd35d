import '@testing-library/jest-dom';
import { baseApi } from '../src/api/baseApi';
import { injectApi } from '../src/app/store';
import { weatherApi } from '../src/features/stadiums/weatherApi';

// Screens render here without their loaders (app/screens.ts), so their APIs join the store as the loaders would.
injectApi(baseApi);
injectApi(weatherApi);
