import '@testing-library/jest-dom';
import { baseApi } from '../src/api/baseApi';
import { injectApi, injectSlice } from '../src/app/store';
import comparisonViewSlice from '../src/features/comparison/comparisonViewSlice';
import gameLogsSlice from '../src/features/gameLogs/gameLogsSlice';
import { weatherApi } from '../src/features/stadiums/weatherApi';
import teamRecordsSlice from '../src/features/teams/teamRecordsSlice';

// Screens render here without their loaders (app/screens.ts), so their APIs and slices join the store as the loaders would.
injectApi(baseApi);
injectApi(weatherApi);
injectSlice(teamRecordsSlice);
injectSlice(gameLogsSlice);
injectSlice(comparisonViewSlice);
