/**
 * The mobile menu's panel, ejected from the classic theme (`swizzle --eject --danger`: the theme
 * marks it unsafe) for one change, marked (CUSTOM): the panel hands its element to the menu's
 * wrapper (../index.tsx) through a ref, so the focus trap holds the panel itself rather than
 * finding it by its class name.
 */
import React, {createContext, useContext, type RefObject} from 'react';
import clsx from 'clsx';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

// (CUSTOM) How the panel reaches the wrapper: between the two, the theme's MobileSidebar renders
// this layout with fixed props, so a context carries the wrapper's ref down.
export const MobileSidebarPanelRef = createContext<RefObject<HTMLDivElement> | null>(null);

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): JSX.Element {
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  const panelRef = useContext(MobileSidebarPanelRef); // (CUSTOM)
  return (
    // (CUSTOM) ref
    <div className="navbar-sidebar" ref={panelRef}>
      {header}
      <div
        className={clsx('navbar-sidebar__items', {
          'navbar-sidebar__items--show-secondary': secondaryMenuShown,
        })}>
        <div className="navbar-sidebar__item menu">{primaryMenu}</div>
        <div className="navbar-sidebar__item menu">{secondaryMenu}</div>
      </div>
    </div>
  );
}
