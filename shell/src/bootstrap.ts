import { nextTask } from './start-up/next-task';

// The task that finishes loading the start-up's chunks also compiles the largest of them (React DOM and the
// libraries every page runs, start-up.js: about 30 ms on a slow phone). The app's modules and its start
// (start-up/start-app.tsx: the shared library, the remotes' loader, the current page's remote) wait for a task of
// their own, so neither half holds the main thread long enough to delay a tap. The chunks are all here already
// (an eager import only defers running the module), so nothing is fetched later.
void nextTask().then(() => import(/* webpackMode: "eager" */ './start-up/start-app'));
