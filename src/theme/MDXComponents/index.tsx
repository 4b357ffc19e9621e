/**
 * Adds to the theme's Markdown components a table that keyboard users can scroll: Infima lets a
 * wide table scroll sideways (on a phone, most do), and a scrolling area must be focusable to be
 * scrolled without a mouse.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
