// Browser-test setup: the feature texts the tests import read the English catalogue, as the English pages do.
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';

await activateLocale('en', NAMESPACES);
