/**
 * Wraps the theme's mobile menu to make it a proper modal for keyboard users, which the theme's
 * is not: focus moves into the menu when it opens, Tab and Shift+Tab stay inside it, Escape
 * closes it, and focus returns to the menu button when it closes without a page change.
 */
import React, {useEffect} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
}

export default function NavbarMobileSidebarWrapper(): JSX.Element {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown || panel === null) return undefined;
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    const openedAt = window.location.href;
    // The panel is still `visibility: hidden` until its opening transition starts, and a hidden
    // element cannot take the focus: try now, on the next frames and when the transition ends.
    const focusFirst = () => {
      if (!panel.contains(document.activeElement)) focusablesIn(panel)[0]?.focus();
    };
    focusFirst();
    let frames = 0;
    let frame = requestAnimationFrame(function retry() {
      focusFirst();
      frames += 1;
      if (frames < 10 && !panel.contains(document.activeElement)) frame = requestAnimationFrame(retry);
    });
    panel.addEventListener('transitionend', focusFirst);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      const outside = !panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      panel.removeEventListener('transitionend', focusFirst);
      document.removeEventListener('keydown', onKeyDown);
      // After a link in the menu was followed, the theme focuses the new page's start instead.
      if (window.location.href === openedAt) menuButton?.focus();
    };
  }, [shown, toggle]);

  return <NavbarMobileSidebar />;
}
