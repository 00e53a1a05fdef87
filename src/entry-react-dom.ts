/**
 * The first browser entry, a task before entry-client.tsx: React DOM's CommonJS factory is the
 * largest function of the site's code, so it runs here on its own and neither task blocks for long.
 */
import 'react-dom/client';
