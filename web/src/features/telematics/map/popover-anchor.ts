/** A popover's width; narrower only on a screen narrower than that. */
export const POPOVER_WIDTH_PX = 240;

/** Where a popover opens, in pixels from the map's top left corner. */
export interface PopoverAnchor {
  left: number;
  top: number;
}

/** Under the marker (clear of its 44 px target), centred on it, but never past the map's left or right edge. */
export function popoverAnchor(marker: { x: number; y: number }, mapWidthPx: number): PopoverAnchor {
  const width = Math.min(POPOVER_WIDTH_PX, mapWidthPx);
  return { left: Math.max(0, Math.min(mapWidthPx - width, marker.x - width / 2)), top: marker.y + 24 };
}
