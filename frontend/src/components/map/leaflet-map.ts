import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LocationRow } from '@dealer/contracts';

interface MapTexts {
  directions: string;
  rtl: boolean;
  /** Called once when map images fail (no connection, tile server down): the page says so. */
  onTilesFailed: () => void;
}

/** The branch's name as a text node: Leaflet writes string content as HTML, and names come from the admin. */
function tooltipContent(branch: LocationRow): HTMLElement {
  const name = document.createElement('span');
  name.textContent = branch.branchName;
  return name;
}

function popupContent(branch: LocationRow, texts: MapTexts, directions: (lat: number, lng: number) => string): HTMLElement {
  const box = document.createElement('div');
  box.dir = texts.rtl ? 'rtl' : 'ltr';
  // Built from elements with text content, never an HTML string, so a name or address shows as written.
  const name = document.createElement('strong');
  name.textContent = branch.branchName;
  const address = document.createElement('div');
  address.textContent = branch.address;
  const link = document.createElement('a');
  link.href = directions(branch.latitude, branch.longitude);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = texts.directions;
  box.append(name, address, link);
  return box;
}

/**
 * Draws the branches with vector markers (no marker images to fetch) and fits the view to them.
 * Returns the clean-up that removes the map. Split from the component so Leaflet is a lazy chunk.
 */
export function drawBranchMap(
  element: HTMLElement,
  branches: LocationRow[],
  texts: MapTexts,
  directions: (lat: number, lng: number) => string,
): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 18,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  })
    .once('tileerror', texts.onTilesFailed)
    .addTo(map);
  const points = branches.map((branch) => {
    const point = L.latLng(branch.latitude, branch.longitude);
    L.circleMarker(point, { radius: 8, color: '#072a57', weight: 2, fillColor: '#f5a623', fillOpacity: 0.95 })
      .bindPopup(popupContent(branch, texts, directions))
      .bindTooltip(tooltipContent(branch))
      .addTo(map);
    return point;
  });
  if (points.length === 1) map.setView(points[0]!, 13);
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24] });
  return () => void map.remove();
}
