// The entry of every fragment's standalone page (development.cjs). Its only job is the async boundary: the page's
// own code imports shared singletons (react, @storefront/platform) at once, and the federation runtime can hand them
// out only after it has negotiated them, which this dynamic import waits for. Without it the page stays blank with
// RUNTIME-006 ("Invalid loadShareSync function call").
import('storefront-standalone-page');
