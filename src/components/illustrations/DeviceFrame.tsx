/**
 * The device a window picture is drawn in: a Mac window, an iPad in landscape or an iPhone. Like
 * the BrowserWindow of Docusaurus's own website, the frame draws the device and takes what its
 * screen shows as children: the areas (`ScreenArea`, a grey band cut to the screen's rounded
 * corners) and what stands in them, placed in the picture's coordinates. The frame draws its own
 * chrome last, over the areas: the Mac's window buttons, the iPhone's Dynamic Island.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import {illustrationStyles as s} from './Illustration';

export type Device = 'mac' | 'ipad' | 'iphone';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far the bezel stands out around the screen (none around a Mac window), and the corner radii. */
export const DEVICES: Record<Device, {bezel: number; bezelRadius: number; screenRadius: number}> = {
  mac: {bezel: 0, bezelRadius: 0, screenRadius: 10},
  ipad: {bezel: 12, bezelRadius: 24, screenRadius: 12},
  iphone: {bezel: 7, bezelRadius: 24, screenRadius: 18},
};

/** The id of the screen's clip path, for the areas inside the frame. */
const ScreenClip = createContext<string | undefined>(undefined);

interface DeviceFrameProps {
  device: Device;
  /** Unique on the page, which can show several pictures: the component's name, and which frame if it draws several. */
  id: string;
  /** Where the screen is; for a Mac, the whole window. */
  screen: Rect;
  /** The screen greyed, under a sheet. */
  dimmed?: boolean;
  children: ReactNode;
}

export default function DeviceFrame({device, id, screen, dimmed = false, children}: DeviceFrameProps): JSX.Element {
  const {bezel, bezelRadius, screenRadius} = DEVICES[device];
  const clipId = `${id}-screen`;
  return (
    <g>
      <defs>
        <clipPath id={clipId}>
          <rect {...screen} rx={screenRadius} />
        </clipPath>
      </defs>
      {bezel > 0 && (
        <rect
          className={s.panel}
          x={screen.x - bezel}
          y={screen.y - bezel}
          width={screen.width + 2 * bezel}
          height={screen.height + 2 * bezel}
          rx={bezelRadius}
        />
      )}
      <rect className={dimmed ? s.panel : s.box} {...screen} rx={screenRadius} />
      <ScreenClip.Provider value={clipId}>{children}</ScreenClip.Provider>
      {device === 'mac' && <WindowButtons x={screen.x + 20} y={screen.y + 21} />}
      {device === 'iphone' && (
        <rect className={s.line} x={screen.x + screen.width / 2 - 18} y={screen.y + 7} width={36} height={10} rx={5} />
      )}
    </g>
  );
}

/** The Mac's close, minimise and zoom buttons, the first centred on (x, y). */
function WindowButtons({x, y}: {x: number; y: number}): JSX.Element {
  return (
    <g>
      {[0, 18, 36].map((dx) => (
        <circle key={dx} className={s.box} cx={x + dx} cy={y} r={6} />
      ))}
    </g>
  );
}

/** An area of the screen on a grey band (a toolbar, a sidebar), cut where it meets the screen's rounded corners. */
export function ScreenArea(area: Rect): JSX.Element {
  const clipId = useContext(ScreenClip);
  if (clipId === undefined) throw new Error('ScreenArea must stand inside a DeviceFrame');
  return <rect className={s.panel} clipPath={`url(#${clipId})`} {...area} />;
}
