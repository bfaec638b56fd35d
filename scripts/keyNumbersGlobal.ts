import { defineBuiltInKeyNumbers } from './builtInKeyNumbers';

// Imported first where the app's sources run without webpack (the jest client setup, the prerender), so
// src/config/keyNumbers.ts finds the table the bundle has inlined.
defineBuiltInKeyNumbers();
