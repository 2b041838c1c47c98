import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { contentText, dirOf, type Lang, type LocationRow } from '@dealer/contracts';

/** What the map shows of a branch: its names, address and position. */
export type MapBranch = Pick<LocationRow, 'branchName' | 'branchNameAr' | 'address' | 'addressAr' | 'latitude' | 'longitude'>;

interface MapTexts {
  directions: string;
  /** The zoom buttons' names ('Zoom in' / 'Zoom out' in English, as Leaflet writes them). */
  zoomIn: string;
  zoomOut: string;
  /** The reader's language: names and addresses show in it where the branch has it. */
  lang: Lang;
  /** Called once when map images fail (no connection, tile server down): the page says so. */
  onTilesFailed: () => void;
}

/**
 * A content text as an element with text content, never an HTML string (Leaflet writes strings as
 * HTML, and names come from the admin), marked with the language it is actually in.
 */
function contentElement(tag: 'span' | 'strong' | 'div', english: string, arabic: string, lang: Lang): HTMLElement {
  const element = document.createElement(tag);
  const shown = contentText(english, arabic, lang);
  element.textContent = shown.text;
  element.lang = shown.lang;
  return element;
}

function tooltipContent(branch: MapBranch, lang: Lang): HTMLElement {
  return contentElement('span', branch.branchName, branch.branchNameAr, lang);
}

function popupContent(branch: MapBranch, texts: MapTexts, directions: (lat: number, lng: number) => string): HTMLElement {
  const box = document.createElement('div');
  box.dir = dirOf(texts.lang);
  const name = contentElement('strong', branch.branchName, branch.branchNameAr, texts.lang);
  const address = contentElement('div', branch.address, branch.addressAr, texts.lang);
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
  branches: MapBranch[],
  texts: MapTexts,
  directions: (lat: number, lng: number) => string,
): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true, zoomControl: false });
  // At the page's start corner: the left in English, the right in Arabic, as the page reads.
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut, position: texts.lang === 'ar' ? 'topright' : 'topleft' }).addTo(map);
  // The credit names Leaflet as is, without its English tooltip.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" lang="en">Leaflet</a>');
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 18,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" lang="en">OpenStreetMap</a>',
  })
    .once('tileerror', texts.onTilesFailed)
    .addTo(map);
  const points = branches.map((branch) => {
    const point = L.latLng(branch.latitude, branch.longitude);
    const marker = L.circleMarker(point, { radius: 8, color: '#072a57', weight: 2, fillColor: '#f5a623', fillOpacity: 0.95 })
      .bindPopup(popupContent(branch, texts, directions))
      .bindTooltip(tooltipContent(branch, texts.lang));
    // The marker is a focusable SVG path that opens the branch's popup: a screen reader names it by
    // the branch, as the tooltip shows it, instead of announcing an unnamed graphic. The path exists
    // once the map has a view, so it is named when it is drawn.
    marker.on('add', () => {
      const drawn = marker.getElement();
      drawn?.setAttribute('role', 'button');
      drawn?.setAttribute('aria-label', contentText(branch.branchName, branch.branchNameAr, texts.lang).text);
    });
    marker.addTo(map);
    return point;
  });
  if (points.length === 1) map.setView(points[0]!, 13);
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24] });
  return () => void map.remove();
}
