// Entry of the page's loader: a script of its own (createBootRspackConfig), the one the page's HTML names. It
// reads which entry script to run from its own tag (`data-main`), written there by the build.
import { bootWhenPainted } from './boot-loader';

void bootWhenPainted(document.currentScript as HTMLScriptElement | null);
