import { createBrowserRouter } from 'react-router';

/** The spec's route table (spec 1 section 2): built out by the web shell. */
export const router = createBrowserRouter([{ path: '*', element: null }]);
