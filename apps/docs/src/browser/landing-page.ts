// The overview page in the browser: the "Run it locally" table and the samples show the servers that run.
import { showServedUrls } from './served-urls.js';

void showServedUrls();
