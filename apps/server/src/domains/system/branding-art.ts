/** Demo branding pictures, drawn as SVG so the seed needs no binary files. */
export function logoSvg(text: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${color}"/>
<path d="M12 38l6-12h28l6 12v8H12z" fill="#fff" opacity=".95"/>
<circle cx="22" cy="46" r="5" fill="${color}" stroke="#fff" stroke-width="3"/>
<circle cx="42" cy="46" r="5" fill="${color}" stroke="#fff" stroke-width="3"/>
<text x="32" y="20" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text>
</svg>`;
}

export function loginBackgroundSvg(from: string, to: string): string {
  const lines = Array.from({ length: 14 }, (_, i) => {
    const y = 60 + i * 70;
    return `<path d="M0 ${y} C 400 ${y - 120}, 1000 ${y + 120}, 1600 ${y - 40}" stroke="#fff" stroke-opacity=".07" stroke-width="2" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#g)"/>${lines}
</svg>`;
}
