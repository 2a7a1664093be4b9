// Entry of an extraction thread. The extractors are TypeScript; tsx's loader lets this thread
// import them whether the API runs under tsx (npm start) or a test runner.
import { register } from 'tsx/esm/api';

register();
await import('./extraction-worker.ts');
