/** Saving a chart or a table in the browser (docs/product.md §18.2, §18.3): nothing goes to the
 *  server. */

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a title: lower case, umlauts spelt out, words joined by „-“, e.g.
 *  „Einträge nach Status“ → `eintraege-nach-status`. */
export function fileNameOf(title: string): string {
  const spelt = title.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  return spelt.normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'diagramm';
}

/** `svg` as a standalone SVG document: namespaces, its size, a white background and `title` as
 *  its <title>, so that it opens the same in an editor or an office program. */
export function standaloneSvg(svg: SVGSVGElement, title: string): { text: string; width: number; height: number } {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const width = Number(svg.getAttribute('width')) || svg.viewBox.baseVal?.width || 640;
  const height = Number(svg.getAttribute('height')) || svg.viewBox.baseVal?.height || 400;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.removeAttribute('role');
  copy.removeAttribute('aria-labelledby');
  copy.removeAttribute('aria-describedby');
  const ns = 'http://www.w3.org/2000/svg';
  const background = document.createElementNS(ns, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  const titleElement = document.createElementNS(ns, 'title');
  titleElement.textContent = title;
  copy.prepend(titleElement, background);
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return { text, width, height };
}

/** Saves `svg` as `<name>.svg`. */
export function downloadSvg(svg: SVGSVGElement, title: string, name: string): void {
  saveBlob(new Blob([standaloneSvg(svg, title).text], { type: 'image/svg+xml;charset=utf-8' }), `${name}.svg`);
}

/** Saves `svg` as `<name>.png` at twice its size (sharp on print and on high-density screens),
 *  drawn through a canvas. Rejects when the browser cannot draw it. */
export async function downloadPng(svg: SVGSVGElement, title: string, name: string): Promise<void> {
  const { text, width, height } = standaloneSvg(svg, title);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Kein Zeichenbereich im Browser.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Das Bild konnte nicht erzeugt werden.');
  saveBlob(blob, `${name}.png`);
}
