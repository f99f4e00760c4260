import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { m } from '#messages';

type ChildReadingMapComponent = typeof import('./ChildReadingMap.tsx').default;

interface DisclosureButtonProps {
  open: boolean;
  /** The id of the panel it opens and closes. */
  panel: string;
  toggle: () => void;
  children: ReactNode;
}

/** A disclosure's button: whether its panel is open is said to screen readers and shown with an arrow. */
function DisclosureButton({ open, panel, toggle, children }: DisclosureButtonProps): ReactElement {
  return (
    <button type="button" className="btn-ghost" aria-expanded={open} aria-controls={panel} onClick={toggle}>
      {children}
      <span aria-hidden="true">{open ? ' ▲' : ' ▼'}</span>
    </button>
  );
}

/**
 * "Ann’s reading map", closed at first: the map's code and data load only when the parent opens it
 * (so /family stays light), and stay once loaded.
 */
export function ChildMapDisclosure({ childId, name }: { childId: string; name: string }): ReactElement {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [MapView, setMapView] = useState<ChildReadingMapComponent | null>(null);
  const [failed, setFailed] = useState(false);

  async function loadMap(): Promise<void> {
    setFailed(false);
    try {
      const module = await import('./ChildReadingMap.tsx');
      setMapView(() => module.default);
    } catch (error) {
      console.warn('The reading map could not be loaded', error);
      setFailed(true);
    }
  }

  function toggle(): void {
    const next = !open;
    setOpen(next);
    if (next && !MapView) void loadMap();
  }

  return (
    <div className="mt-3">
      <h4 className="font-bold text-slate-900">
        <DisclosureButton open={open} panel={panelId} toggle={toggle}>
          <span aria-hidden="true">🗺️ </span>
          {m.family_reading_map({ name })}
        </DisclosureButton>
      </h4>
      <div id={panelId} hidden={!open}>
        {MapView ? (
          <MapView childId={childId} name={name} />
        ) : failed ? (
          <div className="mt-2" role="alert">
            <p>{m.family_reading_map_failed({ name })}</p>
            <button type="button" className="btn-ghost mt-2" onClick={() => void loadMap()}>
              {m.family_try_again()}
            </button>
          </div>
        ) : (
          open && (
            <p className="mt-2 text-slate-700" role="status">
              {m.family_reading_map_loading({ name })}
            </p>
          )
        )}
      </div>
    </div>
  );
}
