/**
 * Wraps the theme's mobile menu to make it a proper modal for keyboard users, which the theme's
 * is not: focus moves into the menu when it opens, Tab and Shift+Tab stay inside it, Escape
 * closes it, and when it closes without a page change the focus returns to where it was when
 * it opened: the menu button, for a keyboard user (Safari does not focus a clicked button, so
 * after a click there the focus stays where the page had it).
 * The panel comes by reference from the ejected layout (./Layout).
 */
import React, {useEffect, useRef} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MobileSidebarPanelRef} from './Layout';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
}

export default function NavbarMobileSidebarWrapper(): JSX.Element {
  const {shown, shouldRender, toggle} = useNavbarMobileSidebar();
  const panelRef = useRef<HTMLDivElement>(null);

  // Runs again once the panel is rendered: the theme renders it only once it knows the screen is
  // a phone's, which it learns after hydration (useWindowSize starts at "ssr": the theme-common
  // patch), so a menu opened before then shows, and has a panel to hold the focus, a render later.
  useEffect(() => {
    const panel = panelRef.current;
    if (!shown || !shouldRender || panel === null) return undefined;
    // Where the focus was when the menu opened: the menu button, for a keyboard.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const openedAt = window.location.href;
    // A `visibility: hidden` panel cannot take the focus, and it stays so until its opening
    // transition has started (under load, until it has ended): try now, which is enough when
    // there is no transition, then when the transition starts and when it ends.
    const focusFirst = () => {
      if (!panel.contains(document.activeElement)) focusablesIn(panel)[0]?.focus();
    };
    focusFirst();
    const transitionEvents = ['transitionstart', 'transitionend'] as const;
    transitionEvents.forEach((type) => panel.addEventListener(type, focusFirst));

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
      transitionEvents.forEach((type) => panel.removeEventListener(type, focusFirst));
      document.removeEventListener('keydown', onKeyDown);
      // After a link in the menu was followed, the theme focuses the new page's start instead.
      if (window.location.href === openedAt) opener?.focus();
    };
  }, [shown, shouldRender, toggle]);

  return (
    <MobileSidebarPanelRef.Provider value={panelRef}>
      <NavbarMobileSidebar />
    </MobileSidebarPanelRef.Provider>
  );
}
