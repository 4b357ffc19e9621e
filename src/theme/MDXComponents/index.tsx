/**
 * The theme's Markdown components, plus:
 * - a table that keyboard users can scroll: Infima lets a wide table scroll sideways (on a phone,
 *   most do), and a scrolling area must be focusable to be scrolled without a mouse;
 * - `<Menu>` and `<Keys>`, the Mac's menu commands and shortcuts written once
 *   (src/data/mac-menus.ts), in every page without an import;
 * - `<ManualDownload>`, the link to a platform's PDF manual, in every page without an import.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ManualDownload from '@site/src/components/ManualDownload';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {Keys, Menu} from '@site/src/components/Menu';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  Menu,
  Keys,
  ManualDownload,
};
