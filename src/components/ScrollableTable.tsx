/**
 * A Markdown table that takes the keyboard focus only while it is wider than its column (Infima
 * makes such tables scroll sideways): then Tab reaches it and the arrow keys scroll it. A table
 * that fits stays out of the Tab order.
 */
import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (table === null) return undefined;
    const measure = () => setScrollable(table.scrollWidth > table.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard
  return <table ref={ref} tabIndex={scrollable ? 0 : undefined} {...props} />;
}
