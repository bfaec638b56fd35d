import './setupClientEnv';
// First: the key-number table webpack inlines, for the modules imported below and in the tests.
import '../scripts/keyNumbersGlobal';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { baseApi } from '../src/api/baseApi';
import { injectApi, injectSlice } from '../src/app/store';
import comparisonViewSlice from '../src/features/comparison/comparisonViewSlice';
import gameLogsSlice from '../src/features/gameLogs/gameLogsSlice';
import { weatherApi } from '../src/features/stadiums/weatherApi';
import { meApi } from '../src/features/myBets/meApi';
import teamRecordsSlice from '../src/features/teams/teamRecordsSlice';

// Screens render here without their loaders (app/screens.ts), so their APIs and slices join the store as the loaders
// would.
injectApi(baseApi);
injectApi(weatherApi);
injectApi(meApi);
injectSlice(teamRecordsSlice);
injectSlice(gameLogsSlice);
injectSlice(comparisonViewSlice);

// Screens draw their lists in the background (React's transitions, in slices), so how soon a row or
// card is there is the machine's: with jest's two workers and the rest of CI beside them, a first
// render took over the 1 s default of findBy and waitFor. They wait up to 5 s (returning as soon as
// the screen is there); a test has 15 s (jest.config.ts).
configure({ asyncUtilTimeout: 5000 });
